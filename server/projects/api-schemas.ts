import { z } from "zod";
import { PROJECT_COLORS, ProjectCreateSchema, ProjectPatchSchema } from "~/core/forms/projects";

// What /api/v1/projects reads and answers. Requests are parsed with the projects' form schemas
// (core/forms/projects.ts), named here for the document; responses describe what the handlers write.

export const ProjectCreateBodySchema = ProjectCreateSchema.meta({ id: "ProjectCreateBody" });
export const ProjectPatchBodySchema = ProjectPatchSchema.meta({ id: "ProjectPatchBody" });

const CountsSchema = z.strictObject({
  prompts: z.number().int().describe("Saved prompts of the locker in it."),
  conversations: z.number().int().describe("Chat conversations in it."),
  calendarEntries: z.number().int().describe("Calendar entries in it."),
});

const ProjectOutSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    color: z.enum(PROJECT_COLORS),
    instructions: z.string().describe("Added to every chat conversation in the project."),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    counts: CountsSchema,
  })
  .meta({ id: "Project" });

export const ProjectResponseSchema = z
  .strictObject({ project: ProjectOutSchema })
  .meta({ id: "ProjectResponse" });
export const ProjectListSchema = z
  .strictObject({ items: z.array(ProjectOutSchema).describe("By name.") })
  .meta({ id: "ProjectList" });
export const ProjectDeletedSchema = z
  .strictObject({
    project: ProjectOutSchema.omit({ counts: true }),
    counts: CountsSchema.describe("What it held, now in no project."),
    restorableUntil: z.iso.datetime().describe("Until when POST /projects/{id}/restore puts it back."),
  })
  .meta({ id: "ProjectDeleted" });
