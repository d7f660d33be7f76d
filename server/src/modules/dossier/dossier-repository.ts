import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { dossierLinks, dossiers, dossierViews } from '../../db/schema/dossier.ts';
import { institutions } from '../../db/schema/matches.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type DossierRow = typeof dossiers.$inferSelect;
export type DossierValues = Omit<DossierRow, 'userId' | 'createdAt' | 'updatedAt'>;

export interface LinkRow {
  id: string;
  userId: string;
  label: string;
  institutionId: string | null;
  revokedAt: Date | null;
  createdAt: Date;
  views: number;
  lastViewedAt: Date | null;
}

/** A link's own columns, as a select or an insert returns them. */
const linkFields = {
  id: dossierLinks.id,
  userId: dossierLinks.userId,
  label: dossierLinks.label,
  institutionId: dossierLinks.institutionId,
  revokedAt: dossierLinks.revokedAt,
  createdAt: dossierLinks.createdAt,
};

/** A link with its views counted and the last moment one was seen. */
const linkColumns = {
  ...linkFields,
  // Written out with the tables' names: drizzle leaves a column in a select's sql unqualified, and
  // "link_id" = "id" inside the subquery would compare the view's own columns.
  views: sql`(select count(*) from "dossier_views" v where v."link_id" = "dossier_links"."id")`.mapWith(Number),
  lastViewedAt:
    sql`(select max(v."last_seen_at") from "dossier_views" v where v."link_id" = "dossier_links"."id")`.mapWith(
      dossierViews.lastSeenAt,
    ),
};

/** The dossier's queries (tables `dossiers`, `dossier_links`, `dossier_views`); every write goes through writeForAthlete. */
export function createDossierRepository(db: Database) {
  const one = async (where: ReturnType<typeof and>): Promise<LinkRow | null> => {
    const [row] = await db.select(linkColumns).from(dossierLinks).where(where);
    return row ?? null;
  };

  return {
    async find(userId: string): Promise<DossierRow | null> {
      const [row] = await db.select().from(dossiers).where(eq(dossiers.userId, userId));
      return row ?? null;
    },

    /** Writes the whole stored dossier: the first save inserts it. */
    async save(userId: string, values: DossierValues): Promise<DossierRow> {
      return writeForAthlete(db, userId, async (tx) => {
        const [row] = await tx
          .insert(dossiers)
          .values({ ...values, userId })
          .onConflictDoUpdate({ target: dossiers.userId, set: { ...values, updatedAt: sql`now()` } })
          .returning();
        if (!row) throw new Error('The dossier was not written');
        return row;
      });
    },

    /** One of the athlete's own images, for the photo; null for another's file or one that is no image. */
    async photo(userId: string, uploadId: string): Promise<{ id: string; storageKey: string } | null> {
      const [row] = await db
        .select({ id: uploads.id, storageKey: uploads.storageKey })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.kind, 'image')));
      return row ?? null;
    },

    async institutionExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return rows.length > 0;
    },

    /** A new link, unless the athlete has `max` already (then null). */
    async createLink(
      userId: string,
      link: { tokenHash: string; label: string; institutionId: string | null },
      max: number,
    ): Promise<LinkRow | null> {
      return writeForAthlete(db, userId, async (tx) => {
        const [made] = await tx.select({ n: count() }).from(dossierLinks).where(eq(dossierLinks.userId, userId));
        if ((made?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(dossierLinks)
          .values({ userId, ...link })
          .returning(linkFields);
        if (!row) throw new Error('The link was not written');
        return { ...row, views: 0, lastViewedAt: null };
      });
    },

    /** The athlete's links, newest first, with their views. */
    async links(userId: string): Promise<LinkRow[]> {
      return db
        .select(linkColumns)
        .from(dossierLinks)
        .where(eq(dossierLinks.userId, userId))
        .orderBy(desc(dossierLinks.createdAt), desc(dossierLinks.id));
    },

    /** Closes one of the athlete's links (a second time changes nothing); null when it is not theirs. */
    async revoke(userId: string, id: string): Promise<LinkRow | null> {
      const mine = and(eq(dossierLinks.id, id), eq(dossierLinks.userId, userId));
      const updated = await writeForAthlete(db, userId, (tx) =>
        tx
          .update(dossierLinks)
          .set({ revokedAt: sql`coalesce(${dossierLinks.revokedAt}, now())` })
          .where(mine)
          .returning({ id: dossierLinks.id }),
      );
      return updated.length > 0 ? one(mine) : null;
    },

    /** The open link a token's hash names: not revoked. */
    async openLink(tokenHash: string): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: dossierLinks.id, userId: dossierLinks.userId })
        .from(dossierLinks)
        .where(and(eq(dossierLinks.tokenHash, tokenHash), isNull(dossierLinks.revokedAt)));
      return row ?? null;
    },

    /**
     * Counts a view of the link unless this visit was counted already. A visit is one `visitHash`
     * seen again within `visitMs` of its last request; the hashes of visits that ended are
     * forgotten first (set to null: the view stays counted, nothing joins it to a visitor any
     * more). Without a hash every request counts. Answers whether a view was counted.
     */
    async countVisit(
      userId: string,
      linkId: string,
      visitHash: string | null,
      at: Date,
      visitMs: number,
    ): Promise<boolean> {
      return writeForAthlete(db, userId, async (tx) => {
        await tx
          .update(dossierViews)
          .set({ visitHash: null })
          .where(
            and(
              eq(dossierViews.linkId, linkId),
              isNotNull(dossierViews.visitHash),
              lt(dossierViews.lastSeenAt, new Date(at.getTime() - visitMs)),
            ),
          );
        const [row] = await tx
          .insert(dossierViews)
          .values({ linkId, userId, visitHash, startedAt: at, lastSeenAt: at })
          .onConflictDoUpdate({
            target: [dossierViews.linkId, dossierViews.visitHash],
            targetWhere: sql`${dossierViews.visitHash} is not null`,
            set: { lastSeenAt: at },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        return row?.inserted === true;
      });
    },
  };
}

export type DossierRepository = ReturnType<typeof createDossierRepository>;
