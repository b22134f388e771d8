import { describe, expect, it } from "vitest";
import { LockerPromptSchema, LOCKER_LIMITS } from "~/core/forms/locker";
import {
  charCount,
  fitForLocker,
  measure,
  REPURPOSE_MAX_CHARS,
  threadPosts,
  wordCount,
} from "~/core/forms/repurpose";
import {
  keywordsOf,
  offlineBlogOutline,
  offlineInstagram,
  offlineLinkedIn,
  offlineNewsletter,
  offlineRepurpose,
  offlineThread,
  offlineVideo,
  sentencesOf,
} from "./offline.server";

const PARAGRAPH =
  "Remote teams lose hours every week to meetings that could have been a message. Writing things down first changes that. " +
  "A short written update lets everyone read at their own pace, and the meeting becomes a place for decisions. " +
  "Start with one recurring meeting and replace it with a shared document for a month. " +
  "Measure how much time your team gets back, and ask how decisions felt. " +
  "Most teams keep the change, because writing also leaves a record that new people can read later.";

const LONG = Array.from(
  { length: 60 },
  (_, i) => `Sentence number ${i + 1} talks about asynchronous writing for remote teams and why it matters.`,
).join(" ");

const PT =
  "Equipes remotas perdem horas toda semana em reuniões que poderiam ser uma mensagem. Escrever primeiro muda isso. " +
  "Uma atualização curta por escrito deixa cada pessoa ler no seu ritmo, e a reunião vira lugar de decisão.";

describe("the offline repurposer", () => {
  it("splits-sentences-and-cuts-a-very-long-one-between-words", () => {
    expect(sentencesOf(PARAGRAPH, "en")).toHaveLength(6);
    const words = Array.from({ length: 200 }, () => "word").join(" ");
    const pieces = sentencesOf(words, "en", 100);
    expect(pieces.every((piece) => charCount(piece) <= 100)).toBe(true);
    expect(pieces.join(" ")).toBe(words);
  });

  it("numbers-a-thread-and-keeps-every-post-within-280-characters-at-sentence-boundaries", () => {
    for (const text of [PARAGRAPH, LONG, PT, "x".repeat(1_000)]) {
      const posts = threadPosts(offlineThread(text, "en").join("\n\n"));
      expect(posts.length).toBeGreaterThan(0);
      posts.forEach((post, index) => {
        expect(charCount(post)).toBeLessThanOrEqual(280);
        expect(post.startsWith(`${index + 1}/${posts.length} `)).toBe(true);
      });
    }
    // Nothing of the text is lost, and no post ends mid-sentence when sentences are short.
    const posts = offlineThread(PARAGRAPH, "en");
    expect(posts.map((post) => post.replace(/^\d+\/\d+ /, "")).join(" ")).toBe(
      sentencesOf(PARAGRAPH, "en").join(" "),
    );
    posts.forEach((post) => expect(post).toMatch(/[.!?]$/));
    // Ten or more posts: the numbering is wider and still fits.
    const long = offlineThread(LONG, "en");
    expect(long.length).toBeGreaterThanOrEqual(10);
    expect(long[0]).toMatch(new RegExp(`^1/${long.length} `));
    expect(measure("thread", long.join("\n\n"))).toMatchObject({
      posts: long.length,
      over: false,
      postsOver: 0,
    });
  });

  it("writes-a-linkedin-post-with-a-hook-line-short-paragraphs-and-a-call-to-action", () => {
    const parts = offlineLinkedIn(PARAGRAPH, "en", "friendly");
    expect(parts[0]).toBe("Remote teams lose hours every week to meetings that could have been a message.");
    expect(parts.at(-1)).toBe("Have you been through this too? Tell me in the comments!");
    for (const paragraph of parts.slice(1, -1))
      expect(sentencesOf(paragraph, "en").length).toBeLessThanOrEqual(2);
    expect(measure("linkedin", offlineLinkedIn(LONG.repeat(5), "en", "professional").join("\n\n")).over).toBe(
      false,
    );
    expect(offlineLinkedIn(PT, "pt", "professional").at(-1)).toBe(
      "Qual é a sua visão sobre isso? Conte nos comentários.",
    );
  });

  it("writes-an-instagram-caption-with-a-short-hook-and-hashtags-from-the-text", () => {
    const parts = offlineInstagram(PARAGRAPH, "en", "educational");
    expect(charCount(parts[0]!)).toBeLessThanOrEqual(125);
    const hashtags = parts.at(-1)!.split(" ");
    expect(hashtags.length).toBeGreaterThanOrEqual(3);
    hashtags.forEach((tag) => expect(PARAGRAPH.toLowerCase()).toContain(tag.slice(1)));
    expect(keywordsOf(PARAGRAPH, "en")).toContain("teams");
    expect(keywordsOf(PARAGRAPH, "en")).not.toContain("that");
    expect(measure("instagram", offlineInstagram(LONG.repeat(5), "en", "friendly").join("\n\n")).over).toBe(
      false,
    );
  });

  it("writes-a-newsletter-section-with-a-heading-and-a-summary-within-300-words", () => {
    const parts = offlineNewsletter(PARAGRAPH, "en", "professional");
    expect(parts[0]).toBe("## Remote teams lose hours every week to meetings that could have been…");
    expect(parts[1]).toContain("Writing things down first changes that.");
    expect(
      wordCount(offlineNewsletter(LONG.repeat(3), "en", "professional").join("\n\n")),
    ).toBeLessThanOrEqual(300);
  });

  it("writes-a-60-second-script-with-timed-hook-body-and-call-to-action-of-about-150-words", () => {
    const parts = offlineVideo(PARAGRAPH, "en", "persuasive");
    expect(parts.filter((part) => /^\*\*.+\(\d+–\d+ s\)\*\*$/.test(part))).toEqual([
      "**Hook (0–5 s)**",
      "**Body (5–50 s)**",
      "**Call to action (50–60 s)**",
    ]);
    expect(parts.at(-1)).toBe("Follow now and start applying this today.");
    expect(measure("video", offlineVideo(LONG, "en", "persuasive").join("\n\n")).over).toBe(false);
    expect(offlineVideo(PT, "pt", "friendly")[0]).toBe("**Gancho (0–5 s)**");
  });

  it("outlines-a-blog-post-with-h2-sections-from-the-sentences", () => {
    const parts = offlineBlogOutline(PARAGRAPH, "en");
    expect(parts[0]).toMatch(/^# Remote teams/);
    const sections = parts.filter((part) => part.startsWith("## "));
    expect(sections[0]).toBe("## Introduction");
    expect(sections.at(-1)).toBe("## Conclusion");
    expect(sections).toContain(
      "## Start with one recurring meeting and replace it with a shared document for a month",
    );
    expect(offlineBlogOutline(LONG, "en").filter((part) => part.startsWith("## "))).toHaveLength(8);
  });

  it("answers-every-format-in-either-language", () => {
    for (const format of ["thread", "linkedin", "instagram", "newsletter", "video", "blog"] as const) {
      for (const locale of ["en", "pt"] as const) {
        const parts = offlineRepurpose(format, locale === "pt" ? PT : PARAGRAPH, locale, "professional");
        expect(parts.join("").trim().length).toBeGreaterThan(0);
      }
    }
  });
});

describe("saving a version to the locker", () => {
  const MAX = LOCKER_LIMITS.content;
  // A text just under the repurposer's 20,000 characters, in sentences of about 100.
  const NEAR_MAX = Array.from(
    { length: 400 },
    (_, i) =>
      `Point ${i + 1}: writing first saves the team a meeting, and leaves a record for whoever joins later.`,
  )
    .join(" ")
    .slice(0, REPURPOSE_MAX_CHARS);

  it("keeps-the-first-whole-posts-of-a-thread-longer-than-the-locker", () => {
    const posts = offlineThread(NEAR_MAX, "en");
    const thread = posts.join("\n\n");
    // The numbering and blank lines make the thread longer than the text, and than the locker.
    expect(thread.length).toBeGreaterThan(MAX);
    const fit = fitForLocker("thread", thread, MAX);
    expect(fit.content.length).toBeLessThanOrEqual(MAX);
    expect(fit.trimmed).toMatchObject({ unit: "posts", total: posts.length });
    expect(fit.trimmed!.kept).toBeLessThan(posts.length);
    expect(fit.trimmed!.kept).toBeGreaterThan(posts.length * 0.9);
    expect(threadPosts(fit.content)).toEqual(posts.slice(0, fit.trimmed!.kept));
    // What the locker itself accepts.
    expect(LockerPromptSchema.safeParse({ title: "Thread", content: fit.content }).success).toBe(true);
  });

  it("leaves-a-version-that-fits-as-it-is", () => {
    const thread = offlineThread(PARAGRAPH, "en").join("\n\n");
    expect(fitForLocker("thread", `  ${thread}\n`, MAX)).toEqual({ content: thread, trimmed: null });
    expect(fitForLocker("linkedin", "x".repeat(MAX), MAX)).toEqual({
      content: "x".repeat(MAX),
      trimmed: null,
    });
  });

  it("cuts-any-other-version-at-a-word-and-marks-the-cut", () => {
    const text = `${"word ".repeat(5_000)}end`;
    const fit = fitForLocker("blog", text, MAX);
    expect(fit.content.length).toBeLessThanOrEqual(MAX);
    expect(fit.content.endsWith("word…")).toBe(true);
    expect(fit.trimmed).toEqual({ unit: "chars", kept: charCount(fit.content) - 1, total: charCount(text) });
    // A thread of one enormous post is cut the same way.
    expect(fitForLocker("thread", "y".repeat(MAX + 50), MAX).content).toBe(`${"y".repeat(MAX - 1)}…`);
  });

  it("never-cuts-an-emoji-in-half", () => {
    const text = "😀".repeat(MAX);
    const fit = fitForLocker("instagram", text, MAX);
    expect(fit.content.length).toBeLessThanOrEqual(MAX);
    expect(fit.content).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(fit.content.endsWith("😀…")).toBe(true);
  });
});
