import { asc, eq } from "drizzle-orm";
import type { Feature } from "~/server/feature";
import { projectsApi } from "./api.server";
import { deletedProjects, projects } from "./schema";

/**
 * Projects: a member's names, colours and instructions. What each holds is exported by the feature
 * it belongs to (the locker's prompts, the chat's conversations and the calendar's entries carry
 * their `projectId`).
 */
export const projectsFeature: Feature = {
  name: "projects",
  api: { base: "/projects", routes: projectsApi },
  personalData: {
    references: [
      { column: projects.userId, by: "id", erasure: "cascade" },
      { column: deletedProjects.userId, by: "id", erasure: "cascade" },
    ],
    async export(db, { id }) {
      const [own, deleted] = await Promise.all([
        db
          .select({
            id: projects.id,
            name: projects.name,
            color: projects.color,
            instructions: projects.instructions,
            createdAt: projects.createdAt,
            updatedAt: projects.updatedAt,
          })
          .from(projects)
          .where(eq(projects.userId, id))
          .orderBy(asc(projects.createdAt)),
        db
          .select({
            id: deletedProjects.id,
            name: deletedProjects.name,
            color: deletedProjects.color,
            instructions: deletedProjects.instructions,
            contents: deletedProjects.contents,
            deletedAt: deletedProjects.deletedAt,
          })
          .from(deletedProjects)
          .where(eq(deletedProjects.userId, id))
          .orderBy(asc(deletedProjects.deletedAt)),
      ]);
      return { projects: own, recentlyDeleted: deleted };
    },
  },
};
