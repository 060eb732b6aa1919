import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamInvites, teamMembers, teamPendingMembers, teams, users } from '../../db/schema/index.ts';

export type TeamRow = typeof teams.$inferSelect;
export type InviteRow = typeof teamInvites.$inferSelect;

/** A person in a team's list: a member (with an account) or a member-to-be (an address). */
export interface TeamPerson {
  email: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
}

export function createTeamsRepository(db: Database) {
  const memberCount = sql<number>`(SELECT count(*)::int FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teams.id})`;

  return {
    /** Creates the team with its creator as first member, together. */
    async createTeam(name: string, creatorId: string): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        const [team] = await tx.insert(teams).values({ name, createdBy: creatorId }).returning();
        if (team === undefined) throw new Error('the team was not stored');
        await tx.insert(teamMembers).values({ teamId: team.id, userId: creatorId });
        return team;
      });
    },

    async listForUser(userId: string): Promise<TeamRow[]> {
      return db
        .select({ team: teams })
        .from(teams)
        .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(sql`lower(${teams.name})`), asc(teams.createdAt))
        .then((rows) => rows.map((row) => row.team));
    },

    /** The team, when the user is one of its members. */
    async findForMember(
      teamId: string,
      userId: string,
    ): Promise<(TeamRow & { memberCount: number }) | undefined> {
      const [row] = await db
        .select({ team: teams, memberCount })
        .from(teams)
        .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
        .where(eq(teams.id, teamId));
      return row === undefined ? undefined : { ...row.team, memberCount: row.memberCount };
    },

    async findTeam(teamId: string): Promise<TeamRow | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
      return row;
    },

    async rename(teamId: string, name: string): Promise<void> {
      await db.update(teams).set({ name, updatedAt: new Date() }).where(eq(teams.id, teamId));
    },

    /** Everything the team owns goes with it (foreign keys cascade within the one statement). */
    async deleteTeam(teamId: string): Promise<void> {
      await db.delete(teams).where(eq(teams.id, teamId));
    },

    async listPeople(teamId: string): Promise<{ members: TeamPerson[]; pending: TeamPerson[] }> {
      const members = await db
        .select({
          email: users.email,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(users.email));
      const pending = await db
        .select({ email: teamPendingMembers.email })
        .from(teamPendingMembers)
        .where(eq(teamPendingMembers.teamId, teamId))
        .orderBy(asc(teamPendingMembers.email));
      return {
        members,
        pending: pending.map((row) => ({ email: row.email, userId: null, firstName: null, lastName: null })),
      };
    },

    async isMember(teamId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      return row !== undefined;
    },

    /** False when the user was already a member. */
    async addMember(teamId: string, userId: string): Promise<boolean> {
      const rows = await db.insert(teamMembers).values({ teamId, userId }).onConflictDoNothing().returning();
      return rows.length === 1;
    },

    /** False when the address was already waiting to join. */
    async addPending(teamId: string, email: string, addedBy: string): Promise<boolean> {
      const rows = await db
        .insert(teamPendingMembers)
        .values({ teamId, email, addedBy })
        .onConflictDoNothing()
        .returning();
      return rows.length === 1;
    },

    async removePending(teamId: string, email: string): Promise<boolean> {
      const rows = await db
        .delete(teamPendingMembers)
        .where(and(eq(teamPendingMembers.teamId, teamId), eq(teamPendingMembers.email, email)))
        .returning();
      return rows.length === 1;
    },

    /**
     * Removes a member unless they are the last one. The team row is locked meanwhile, so two
     * removals at once cannot leave a team without members.
     */
    async removeMember(teamId: string, userId: string): Promise<'removed' | 'last-member' | 'not-member'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM ${teams} WHERE ${teams.id} = ${teamId} FOR UPDATE`);
        const [count] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId));
        const member = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
        if (member.length === 0) return 'not-member';
        if ((count?.count ?? 0) <= 1) return 'last-member';
        await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
        return 'removed';
      });
    },

    /** Makes a verified address's member-to-be entries real memberships; resolves the teams joined. */
    async joinPending(email: string, userId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const pending = await tx
          .delete(teamPendingMembers)
          .where(eq(teamPendingMembers.email, email))
          .returning({ teamId: teamPendingMembers.teamId });
        if (pending.length === 0) return [];
        await tx
          .insert(teamMembers)
          .values(pending.map((row) => ({ teamId: row.teamId, userId })))
          .onConflictDoNothing();
        return pending.map((row) => row.teamId);
      });
    },

    async insertInvite(values: typeof teamInvites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(teamInvites).values(values).returning();
      if (row === undefined) throw new Error('the invitation was not stored');
      return row;
    },

    async findOpenInvite(teamId: string, email: string): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(teamInvites)
        .where(
          and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email), isNull(teamInvites.answeredAt)),
        );
      return row;
    },

    async findOpenInviteByToken(teamId: string, tokenHash: string): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(teamInvites)
        .where(
          and(
            eq(teamInvites.teamId, teamId),
            eq(teamInvites.tokenHash, tokenHash),
            isNull(teamInvites.answeredAt),
          ),
        );
      return row;
    },

    async listOpenInvites(teamId: string): Promise<
      (InviteRow & {
        inviterEmail: string | null;
        inviterFirstName: string | null;
        inviterLastName: string | null;
      })[]
    > {
      const rows = await db
        .select({
          invite: teamInvites,
          inviter: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(teamInvites)
        .leftJoin(users, eq(users.id, teamInvites.invitedBy))
        .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.answeredAt)))
        .orderBy(asc(teamInvites.email));
      return rows.map(({ invite, inviter }) => ({
        ...invite,
        inviterEmail: inviter?.email ?? null,
        inviterFirstName: inviter?.firstName ?? null,
        inviterLastName: inviter?.lastName ?? null,
      }));
    },

    async listLiveInvitesFor(email: string): Promise<InviteRow[]> {
      return db
        .select()
        .from(teamInvites)
        .where(
          and(
            eq(teamInvites.email, email),
            isNull(teamInvites.answeredAt),
            gt(teamInvites.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(teamInvites.createdAt));
    },

    /** Answers an invitation once; false when it was answered meanwhile. */
    async answerInvite(id: string): Promise<boolean> {
      const rows = await db
        .update(teamInvites)
        .set({ answeredAt: new Date() })
        .where(and(eq(teamInvites.id, id), isNull(teamInvites.answeredAt)))
        .returning({ id: teamInvites.id });
      return rows.length === 1;
    },

    async deleteOpenInvite(teamId: string, email: string): Promise<boolean> {
      const rows = await db
        .delete(teamInvites)
        .where(
          and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email), isNull(teamInvites.answeredAt)),
        )
        .returning({ id: teamInvites.id });
      return rows.length === 1;
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
