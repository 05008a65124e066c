import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getOutbox, reportDeviceState } from '@velo/api-client/contract';
import { hasLockChoice } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { addMinutes } from '../clock.ts';
import { doors, outboxMessages } from '../db/schema/index.ts';
import { recordDeviceReport } from '../doors/deviceSimulator.ts';
import { allowed, publicAccess } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField, notFound } from '../http/errors.ts';

/** `/api/dev`: demo-only helpers; registered only with the demo flag on. */
export const devService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getOutbox, { access: publicAccess }, async () => {
    const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(200);
    return { items: rows.map((row) => ({ ...row, creationTime: row.creationTime.toISOString() })) };
  });

  // A door made healthy or not on demand (journeys, a demo): the report goes through the simulator's
  // own recording. Whoever may edit doors (an admin) may; the signal strength stays as it was.
  routes.add(reportDeviceState, { access: allowed('edit', 'door') }, async ({ body }) =>
    db.transaction(async (tx) => {
      const [door] = await tx
        .select({ lockType: doors.lockType, deviceSignalStrengh: doors.deviceSignalStrengh })
        .from(doors)
        .where(eq(doors.id, body.doorId))
        .for('update');
      if (!door) throw notFound('There is no door with this id.');
      if (!hasLockChoice(door.lockType)) throw invalidField('doorId', 'The door has no NB or BLE lock to report.');
      const at = addMinutes(clock(), -(body.minutesAgo ?? 0));
      const state = {
        deviceStatus: body.deviceStatus,
        lastHeartBeat: at,
        deviceBatteryLevel: body.batteryLevel,
        deviceSignalStrengh: door.deviceSignalStrengh,
      };
      await recordDeviceReport(tx, body.doorId, state, at);
      return null;
    }),
  );
};
