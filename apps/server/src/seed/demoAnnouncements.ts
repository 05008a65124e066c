import type { Db } from '../db/database.ts';
import { addDays, addMinutes } from '../clock.ts';
import { announcements } from '../db/schema/index.ts';

/** A small landscape (64 × 40 png): an announcement's image, and the client's welcome e-mail's. */
export const landscapePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAABMElEQVR42u3P7UeDURgG8OsvmWQyyUySZDKTyWSSJA8REREjIiJixCxijIiISKvVXnp/X7X2N/VpH/ZlPGf3OXk8u3dz+H0817mvCwGnKRoGln9Fw+BKQzQEV39Ew9Dat2gIrX/1g79m1M0kiOGNOjtl+zZtFiPpT15E+zY6jvDmBy/tADqOyNY7L+0AOo7R7Tde2gF0HGM7r7y0A+g4xndfeGkH0HFM7D3z0g6g45jMPLEj2muziO4/9gNle5MgprIPoiF2cC8a4od3omE6fysaEoWaaJg5qoqG5HFFNMyelEVD6vRGNMydXYuG+fNSb4RyCXPm32KheOWrf/VWov/HYunSD957uykPofPFUrnokR+93TovQvnCqV2Y603pbsB73g6wA+wAO8AOsAO8aQEckIbC0XsIAgAAAABJRU5ErkJggg==';

/** The demo's announcements: drafts, published ones (one with an image) and one scheduled for next week, older first. */
export function demoAnnouncements(now: Date): Array<typeof announcements.$inferInsert> {
  return [
    {
      title: 'Welcome to the new app',
      description: 'Rent a bicycle parking space or a locker in a few taps, and open the door with your phone.',
      content:
        '<h2>Welcome</h2><p>The new app is here. You can now:</p><ul><li>find a free space near you</li><li>pay with card or Vipps</li><li>open the door with <strong>one tap</strong></li></ul>',
      image: landscapePng,
      isPublished: true,
      creationTime: addDays(now, -40),
    },
    {
      title: 'Winter opening hours',
      description: 'From 1 December the staffed locations open at 07:00 and close at 21:00.',
      content:
        '<p>From <strong>1 December</strong> the staffed locations open at 07:00 and close at 21:00. The self-service lockers stay open around the clock.</p><p>Questions? Write to <a href="mailto:support@velo.example">support@velo.example</a>.</p>',
      isPublished: true,
      creationTime: addDays(now, -12),
    },
    {
      title: 'Maintenance at Oslo S',
      description: 'The bicycle parking at Oslo S is closed for maintenance on Sunday night.',
      content:
        '<p>The bicycle parking at Oslo S is closed from <em>23:00 Sunday</em> to <em>05:00 Monday</em> while we service the doors.</p>',
      isPublished: true,
      isScheduled: true,
      scheduledTime: addDays(now, 7),
      creationTime: addDays(now, -2),
    },
    {
      title: 'Summer campaign (draft)',
      description: 'Half price on monthly subscriptions in June and July.',
      content: '<p>Half price on <strong>monthly subscriptions</strong> in June and July. Terms to be confirmed.</p>',
      creationTime: addMinutes(now, -90),
    },
  ];
}

export async function seedDemoAnnouncements(tx: Db, now: Date): Promise<void> {
  await tx.insert(announcements).values(demoAnnouncements(now));
}
