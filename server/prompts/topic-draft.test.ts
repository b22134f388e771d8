import { describe, expect, it } from "vitest";
import { MemberPromptSchema } from "~/core/forms/prompt";
import { cleanTopic, topicDraft } from "./topic-draft";

describe("the topic prefill", () => {
  it("writes a video prompt about the topic in the reader's language", () => {
    const en = topicDraft("AI agents at work", "en")!;
    expect(en).toMatchObject({
      title: "Short video: AI agents at work",
      type: "video",
      tags: ["video", "script", "ai agents at work"],
    });
    expect(en.promptText).toContain('about "AI agents at work"');
    expect(en.promptText).toContain("[platform]");
    const pt = topicDraft("Copa do Mundo", "pt")!;
    expect(pt.title).toBe("Vídeo curto: Copa do Mundo");
    expect(pt.tags).toEqual(["vídeo", "roteiro", "copa do mundo"]);
    expect(pt.promptText).toContain("[plataforma]");
  });

  it("keeps a hostile topic on one short line without placeholders or markup", () => {
    expect(cleanTopic("  a\u0000b [x] <script>\n\tc  ")).toBe("a b x script c");
    expect(cleanTopic("x".repeat(500))).toHaveLength(80);
    expect(topicDraft("   ", "en")).toBeNull();
    expect(topicDraft(null, "pt")).toBeNull();
  });

  it("is a valid prompt as it stands", () => {
    for (const locale of ["en", "pt"] as const) {
      const draft = topicDraft("y".repeat(200), locale)!;
      expect(MemberPromptSchema.safeParse({ ...draft, language: locale }).success).toBe(true);
    }
  });
});
