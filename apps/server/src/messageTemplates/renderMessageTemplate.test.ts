import { serverMessageTemplates } from '@velo/domain';
import { describe, expect, it } from 'vitest';
import { renderMessageTemplate } from '../content/renderMessageTemplate.ts';
import { messageTemplates } from '../db/schema/index.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const { passwordResetCode, invitationSmsCode } = serverMessageTemplates;
const fallback = { subject: 'Fallback subject', text: 'Fallback {{ResetCode}}' };

describe('renderMessageTemplate on the seeded templates', () => {
  it('renders the password reset e-mail in Norwegian as plain text, its placeholders filled', async () => {
    const message = await renderMessageTemplate(
      t.db,
      passwordResetCode.name,
      2,
      { ResetCode: 'K7Q2', UserName: 'kari' },
      fallback,
    );
    expect(message.subject).toBe('Din kode for å tilbakestille passordet i Velo');
    expect(message.text).toMatch(/^Hei kari,\n/);
    expect(message.text).toContain('\nK7Q2\n');
    expect(message.text).not.toMatch(/[<>{}]/);
  });

  it('falls back to English for a language without the template', async () => {
    await t.db
      .insert(messageTemplates)
      .values({ name: 'EnglishOnly', languageId: 1, subject: 'Hi {{UserName}}', text: '<p>Only English</p>' });
    expect(await renderMessageTemplate(t.db, 'EnglishOnly', 2, { UserName: 'Ola' }, fallback)).toEqual({
      subject: 'Hi Ola',
      text: 'Only English',
    });
  });

  it('uses the product’s template, never a client’s own', async () => {
    await t.db.insert(messageTemplates).values({ name: 'ClientOnly', languageId: 1, clientId: 1, text: '<p>Client text</p>' });
    expect((await renderMessageTemplate(t.db, 'ClientOnly', 1, {}, fallback)).text).toBe('Fallback {{ResetCode}}');
  });

  it('sends the fallback, its placeholders filled, when no template has the name', async () => {
    expect(await renderMessageTemplate(t.db, 'NoSuchTemplate', 1, { ResetCode: '1234' }, fallback)).toEqual({
      subject: 'Fallback subject',
      text: 'Fallback 1234',
    });
  });

  it('renders the invitation SMS without a subject: the fallback’s', async () => {
    const message = await renderMessageTemplate(
      t.db,
      invitationSmsCode.name,
      2,
      { Code: '4821', LocationName: 'Oslo S' },
      { subject: null, text: '' },
    );
    expect(message).toEqual({ subject: null, text: 'Din Velo-kode for Oslo S er 4821.' });
  });
});
