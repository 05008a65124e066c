import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { serverMessageTemplates } from '@velo/domain';
import { addMinutes, addSeconds, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { invitationCodes, locationGroups, locations, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import type { MessageSender } from '../messaging/messageSender.ts';
import { renderMessageTemplate } from '../content/renderMessageTemplate.ts';
import { isEndUser } from '../groups/groupMembers.ts';
import { codeHash } from '../auth/secrets.ts';
import { checkShortCode, shortCodeRules } from '../auth/shortCodes.ts';
import type { CodeGenerator } from '../auth/twoFactor.ts';

const norwegian = 2;

export interface InvitationOptions {
  db: Db;
  clock: Clock;
  messages: MessageSender;
  key: Uint8Array;
  generateCode: CodeGenerator;
}

/** The code's hash is tied to the location and the number it was sent for. */
const scopeOf = (locationId: number, phoneNumber: string) => `invitation:${locationId}:${phoneNumber}`;

/**
 * The public invitation: an SMS code proves a phone number, and its end user then gets into the
 * location whose invite code was followed (the groups admitted to it).
 */
export function createInvitations({ db, clock, messages, key, generateCode }: InvitationOptions) {
  async function locationOf(inviteCode: string) {
    const [location] = await db
      .select({ id: locations.id, name: locations.name, clientId: locations.clientId })
      .from(locations)
      .where(eq(locations.inviteCode, inviteCode));
    if (!location) throw badRequest('Invitation.NotFound');
    return location;
  }

  return {
    /** Texts a new code to the number unless one went to it in the last 30 seconds; it replaces older ones. */
    async sendCode(inviteCode: string, phoneNumber: string): Promise<void> {
      const location = await locationOf(inviteCode);
      const code = generateCode();
      const now = clock();
      const issued = await db.transaction(async (tx) => {
        // Requests for one number take turns, so the 30 seconds hold even when they race.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${phoneNumber}`}))`);
        const [recent] = await tx
          .select({ id: invitationCodes.id })
          .from(invitationCodes)
          .where(
            and(
              eq(invitationCodes.phoneNumber, phoneNumber),
              gt(invitationCodes.creationTime, addSeconds(now, -shortCodeRules.resendIntervalSeconds)),
            ),
          )
          .limit(1);
        if (recent) return false;
        await tx
          .update(invitationCodes)
          .set({ usedAt: now })
          .where(and(eq(invitationCodes.phoneNumber, phoneNumber), isNull(invitationCodes.usedAt)));
        await tx.insert(invitationCodes).values({
          locationId: location.id,
          phoneNumber,
          codeHash: codeHash(key, scopeOf(location.id, phoneNumber), code),
          expiresAt: addMinutes(now, shortCodeRules.lifetimeMinutes),
          creationTime: now,
        });
        return true;
      });
      if (!issued) throw badRequest('Invitation.ResendTooSoon');

      const [existing] = await db
        .select({ id: users.id, languageId: users.languageId })
        .from(users)
        .where(sql`lower(${users.userName}) = ${phoneNumber}`);
      const message = await renderMessageTemplate(
        db,
        serverMessageTemplates.invitationSmsCode.name,
        existing?.languageId ?? norwegian,
        { Code: code, LocationName: location.name },
        { subject: null, text: `Din Velo-kode er ${code} (${location.name}). Your Velo code is ${code}.` },
      );
      // The SMS provider takes the digits after "00".
      await messages.send({
        channel: 'sms',
        to: phoneNumber.slice(2),
        subject: null,
        text: message.text,
        userId: existing?.id ?? null,
      });
    },

    /**
     * Checks the code, then makes or confirms the number's end user and adds them to every group
     * admitted to the location. Doing it again changes nothing more.
     */
    async verify(inviteCode: string, phoneNumber: string, activationCode: string): Promise<void> {
      const location = await locationOf(inviteCode);
      const now = clock();
      const [live] = await db
        .select()
        .from(invitationCodes)
        .where(
          and(
            eq(invitationCodes.locationId, location.id),
            eq(invitationCodes.phoneNumber, phoneNumber),
            isNull(invitationCodes.usedAt),
          ),
        )
        .orderBy(desc(invitationCodes.id))
        .limit(1);
      const sentHash = codeHash(key, scopeOf(location.id, phoneNumber), activationCode.trim());
      const check = await checkShortCode(db, invitationCodes, live, sentHash, now);
      if (check !== 'accepted') throw badRequest(check === 'wrong' ? 'Invitation.CodeWrong' : 'Invitation.CodeExpired');

      await db.transaction(async (tx) => {
        const userId = await confirmEndUser(tx, phoneNumber, location.clientId);
        const groups = await tx
          .select({ id: userGroups.id, clientId: userGroups.clientId })
          .from(locationGroups)
          .innerJoin(userGroups, eq(userGroups.id, locationGroups.groupId))
          .where(eq(locationGroups.locationId, location.id));
        if (groups.length === 0) return;
        const [user] = await tx.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId));
        // A client's group takes end users of no client or of that client only.
        if (groups.some((group) => group.clientId !== null && user?.clientId != null && user.clientId !== group.clientId))
          throw badRequest('Invitation.MemberOfAnotherClient');
        await tx
          .insert(userGroupMembers)
          .values(groups.map((group) => ({ groupId: group.id, userId })))
          .onConflictDoNothing();
      });
    },
  };
}

/** The number's end user, made if new (no password: they sign in with the app), confirmed if known. */
async function confirmEndUser(tx: Db, phoneNumber: string, clientId: number | null): Promise<number> {
  const [known] = await tx
    .select({ id: users.id, suspended: users.suspended, isEndUser: sql<boolean>`${isEndUser}` })
    .from(users)
    .where(sql`lower(${users.userName}) = ${phoneNumber}`)
    .for('update');
  if (known) {
    if (!known.isEndUser) throw badRequest('Invitation.StaffAccount');
    if (known.suspended) throw badRequest('Invitation.Suspended');
    await tx
      .update(users)
      .set({ isPhoneNumberConfirmed: true, phoneNumber: sql`coalesce(${users.phoneNumber}, ${phoneNumber.slice(2)})` })
      .where(eq(users.id, known.id));
    return known.id;
  }
  const [made] = await tx
    .insert(users)
    .values({
      userName: phoneNumber,
      name: '',
      surname: '',
      phoneNumber: phoneNumber.slice(2),
      isPhoneNumberConfirmed: true,
      isAdmin: false,
      clientId,
      languageId: norwegian,
      passwordHash: null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (made) return made.id;
  // Another verify of the same number made the user a moment ago.
  return confirmEndUser(tx, phoneNumber, clientId);
}

export type Invitations = ReturnType<typeof createInvitations>;
