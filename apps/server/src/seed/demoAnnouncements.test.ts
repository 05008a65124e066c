import { announcementDraftProblems, announcementState, imageDataUrlProblem } from '@velo/domain';
import { describe, expect, it } from 'vitest';
import { announcements } from '../db/schema/index.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

describe('the demo announcements', () => {
  it('hold a draft, published ones (one with an image) and one scheduled in the future, each valid', async () => {
    const seeded = await t.db.select().from(announcements).orderBy(announcements.id);
    const now = t.clock();
    const states = seeded.map((row) =>
      announcementState({ ...row, scheduledTime: row.scheduledTime?.toISOString() ?? null }, now),
    );
    expect(new Set(states)).toEqual(new Set(['Draft', 'Published', 'Scheduled']));
    const withImage = seeded.filter((row) => row.image !== null);
    expect(withImage.length).toBeGreaterThan(0);
    for (const row of withImage) expect(imageDataUrlProblem(row.image!)).toBeUndefined();
    for (const row of seeded)
      expect(announcementDraftProblems({ ...row, scheduledTime: row.scheduledTime?.toISOString() ?? null })).toEqual({});
  });
});
