import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assets, invitations, memberships, projects, users } from '../../db/schema';

/** A project row. */
export type ProjectRow = typeof projects.$inferSelect;
/** The columns a new project or a change sets (id, workspace and timestamps are filled in). */
export type ProjectValues = Partial<
  Pick<
    ProjectRow,
    | 'name'
    | 'description'
    | 'color'
    | 'contentType'
    | 'outputFormats'
    | 'collaborators'
    | 'canEdit'
    | 'canShare'
    | 'canDelete'
  >
>;

/** A project with what its card shows: the creator's name, how many unarchived assets it has, and its cover. */
export interface ProjectListing {
  project: ProjectRow;
  creatorName: string | null;
  assetCount: number;
  cover: { assetId: string; type: 'image' | 'video' | 'audio' | 'document' } | null;
}

const liveInProject = and(eq(assets.projectId, projects.id), isNull(assets.archivedAt));

/** Project queries; every one takes the caller's workspace id and touches that workspace's rows only. */
export function createProjectsStore(db: Database) {
  const assetCount = sql<number>`(select count(*)::int from ${assets} where ${liveInProject})`;
  // The newest unarchived image, or video with a still, of the project: its cover.
  const coverId = sql<string | null>`(
    select ${assets.id} from ${assets}
    where ${liveInProject} and (${assets.type} = 'image' or ${assets.thumbnailKey} is not null)
    order by ${assets.createdAt} desc, ${assets.id} desc limit 1)`;
  const coverType = sql<
    string | null
  >`(select ${assets.type} from ${assets} where ${assets.id} = ${coverId})`;

  async function selectListings(where: SQL | undefined): Promise<ProjectListing[]> {
    const rows = await db
      .select({ project: projects, creatorName: users.name, assetCount, coverId, coverType })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.createdBy))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id));
    return rows.map((row) => ({
      project: row.project,
      creatorName: row.creatorName,
      assetCount: row.assetCount,
      cover:
        row.coverId && row.coverType
          ? { assetId: row.coverId, type: row.coverType as 'image' | 'video' | 'audio' | 'document' }
          : null,
    }));
  }

  return {
    /** The workspace's projects, newest first; `search` matches the name or description as plain text. */
    async list(workspaceId: string, search?: string): Promise<ProjectListing[]> {
      const conditions: SQL[] = [eq(projects.workspaceId, workspaceId)];
      const text = search?.trim();
      if (text) {
        const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        const matches = or(ilike(projects.name, pattern), ilike(projects.description, pattern));
        if (matches) conditions.push(matches);
      }
      return selectListings(and(...conditions));
    },

    /** One project of the workspace with its card data; undefined when it is not there. */
    async find(workspaceId: string, projectId: string): Promise<ProjectListing | undefined> {
      const [listing] = await selectListings(
        and(eq(projects.workspaceId, workspaceId), eq(projects.id, projectId)),
      );
      return listing;
    },

    /** Stores a new project of the workspace. */
    async insert(workspaceId: string, createdBy: string, values: ProjectValues & { name: string }) {
      const [row] = await db
        .insert(projects)
        .values({ ...values, id: crypto.randomUUID(), workspaceId, createdBy })
        .returning();
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },

    /** Changes a project (and stamps it modified); undefined when it is not in the workspace. */
    async update(workspaceId: string, projectId: string, values: ProjectValues) {
      const [row] = await db
        .update(projects)
        .set({ ...values, modifiedAt: new Date() })
        .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, projectId)))
        .returning();
      return row;
    },

    /** Deletes a project; its assets lose the link (ON DELETE SET NULL) and stay. True when one was deleted. */
    async remove(workspaceId: string, projectId: string): Promise<boolean> {
      const rows = await db
        .delete(projects)
        .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, projectId)))
        .returning({ id: projects.id });
      return rows.length > 0;
    },

    /** The distinct projects (other than `exceptProjectId`) that some of the workspace's `assetIds` are in. */
    async projectsOfAssets(workspaceId: string, assetIds: string[], exceptProjectId: string) {
      const rows = await db
        .selectDistinct({ projectId: assets.projectId })
        .from(assets)
        .where(
          and(
            eq(assets.workspaceId, workspaceId),
            inArray(assets.id, assetIds),
            isNotNull(assets.projectId),
            ne(assets.projectId, exceptProjectId),
          ),
        );
      return rows.flatMap((row) => (row.projectId ? [row.projectId] : []));
    },

    /**
     * Puts the workspace's `assetIds` into `projectId` (null takes them out; `fromProjectId` limits that to the
     * assets of one project) and stamps the project modified. Answers how many assets changed.
     */
    async setAssetsProject(
      workspaceId: string,
      assetIds: string[],
      projectId: string | null,
      fromProjectId?: string,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(assets)
          .set({ projectId })
          .where(
            and(
              eq(assets.workspaceId, workspaceId),
              inArray(assets.id, assetIds),
              fromProjectId ? eq(assets.projectId, fromProjectId) : undefined,
            ),
          )
          .returning({ id: assets.id });
        const touched = [projectId, fromProjectId].filter((id): id is string => Boolean(id));
        if (changed.length > 0 && touched.length > 0) {
          await tx
            .update(projects)
            .set({ modifiedAt: new Date() })
            .where(and(eq(projects.workspaceId, workspaceId), inArray(projects.id, touched)));
        }
        return changed.length;
      });
    },

    /** Which of `emails` (lower case) belong to members of the workspace. */
    async memberEmails(workspaceId: string, emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.workspaceId, workspaceId), inArray(sql`lower(${users.email})`, emails)));
      return new Set(rows.map((row) => row.email.toLowerCase()));
    },
    /** The role in the workspace of the member with address `email` (lower case); undefined for a non-member. */
    async memberRole(workspaceId: string, email: string) {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.workspaceId, workspaceId), eq(sql`lower(${users.email})`, email)));
      return row?.role;
    },
    /** The project's invitations not yet accepted and still valid at `now`, oldest first. */
    async pendingInvitations(workspaceId: string, projectId: string, now: Date) {
      return db
        .select({
          id: invitations.id,
          email: invitations.email,
          createdAt: invitations.createdAt,
          expiresAt: invitations.expiresAt,
        })
        .from(invitations)
        .where(
          and(
            eq(invitations.workspaceId, workspaceId),
            eq(invitations.projectId, projectId),
            isNull(invitations.acceptedAt),
            gt(invitations.expiresAt, now),
          ),
        )
        .orderBy(asc(invitations.createdAt), asc(invitations.id));
    },
    /** Deletes a pending invitation of the project (its link stops working); true when one was deleted. */
    async withdrawInvitation(workspaceId: string, projectId: string, invitationId: string): Promise<boolean> {
      const rows = await db
        .delete(invitations)
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.workspaceId, workspaceId),
            eq(invitations.projectId, projectId),
            isNull(invitations.acceptedAt),
          ),
        )
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
  };
}

/** The projects store. */
export type ProjectsStore = ReturnType<typeof createProjectsStore>;
