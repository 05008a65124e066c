import { imageOfDataUrl, serverMessageTemplates } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { messageTemplateImages, messageTemplates } from '../db/schema/index.ts';
import { landscapePng } from './demoAnnouncements.ts';

type NewMessageTemplate = typeof messageTemplates.$inferInsert;

const english = 1;
const norwegian = 2;
const { passwordResetCode, invitationSmsCode } = serverMessageTemplates;

/** The product's templates: the two the server sends, and a welcome e-mail, in English and Norwegian. */
const productTemplates: NewMessageTemplate[] = [
  {
    name: passwordResetCode.name,
    languageId: english,
    subject: 'Your Velo password reset code',
    text:
      '<p>Hi {{UserName}},</p><p>Someone asked to reset the password of your Velo account. Your reset code is:</p>' +
      '<h2>{{ResetCode}}</h2><p>The code works once and expires soon. If you did not ask for it, ignore this e-mail: ' +
      'your password stays as it is.</p><p>Best regards,<br>Velo</p>',
  },
  {
    name: passwordResetCode.name,
    languageId: norwegian,
    subject: 'Din kode for å tilbakestille passordet i Velo',
    text:
      '<p>Hei {{UserName}},</p><p>Noen har bedt om å tilbakestille passordet til Velo-kontoen din. Koden din er:</p>' +
      '<h2>{{ResetCode}}</h2><p>Koden kan brukes én gang og utløper snart. Har du ikke bedt om den, kan du se bort fra ' +
      'denne e-posten: passordet ditt forblir som før.</p><p>Vennlig hilsen<br>Velo</p>',
  },
  {
    name: invitationSmsCode.name,
    languageId: english,
    subject: null,
    text: '<p>Your Velo code for {{LocationName}} is {{Code}}.</p>',
  },
  {
    name: invitationSmsCode.name,
    languageId: norwegian,
    subject: null,
    text: '<p>Din Velo-kode for {{LocationName}} er {{Code}}.</p>',
  },
  {
    name: 'WelcomeEmail',
    languageId: english,
    subject: 'Welcome to Velo, {{UserName}}',
    copyAllowed: true,
    text:
      '<h2>Welcome to Velo!</h2><p>Hi {{UserName}}, your account is ready. With the Velo app you can:</p>' +
      '<ul><li>find a bicycle parking near you,</li><li>open your locker with your phone,</li>' +
      '<li>see your orders and receipts.</li></ul><p>Questions? Visit <a href="https://velo.example/help">our help pages</a>.</p>',
  },
  {
    name: 'WelcomeEmail',
    languageId: norwegian,
    subject: 'Velkommen til Velo, {{UserName}}',
    copyAllowed: true,
    text:
      '<h2>Velkommen til Velo!</h2><p>Hei {{UserName}}, kontoen din er klar. Med Velo-appen kan du:</p>' +
      '<ul><li>finne sykkelparkering i nærheten,</li><li>åpne skapet ditt med telefonen,</li>' +
      '<li>se bestillinger og kvitteringer.</li></ul><p>Spørsmål? Se <a href="https://velo.example/hjelp">hjelpesidene våre</a>.</p>',
  },
];

/** A client's own welcome e-mail, in place of the product's for its users. */
const clientTemplates = (clientId: number): NewMessageTemplate[] => [
  {
    name: 'WelcomeEmail',
    languageId: norwegian,
    clientId,
    subject: 'Velkommen til Nordlys Parkering, {{UserName}}',
    text:
      '<p>Hei {{UserName}},</p><p>Velkommen som kunde hos <strong>Nordlys Parkering</strong>. ' +
      'Du finner alle våre sykkelhoteller i Velo-appen.</p><p>Hilsen oss i Nordlys Parkering</p>',
  },
];

/** The demo's message templates; the first client has its own welcome e-mail, with an image. */
export async function seedDemoMessageTemplates(tx: Db, clientIds: readonly number[]) {
  const [firstClient] = clientIds;
  const made = await tx
    .insert(messageTemplates)
    .values([...productTemplates, ...(firstClient === undefined ? [] : clientTemplates(firstClient))])
    .returning({ id: messageTemplates.id, clientId: messageTemplates.clientId });
  const image = imageOfDataUrl(landscapePng);
  if ('problem' in image) throw new Error(`The demo's image: ${image.problem}`);
  const ofClient = made.filter((template) => template.clientId !== null);
  if (ofClient.length)
    await tx.insert(messageTemplateImages).values(ofClient.map(({ id }) => ({ messageTemplateId: id, ...image })));
}
