import type { Db } from '../db/database.ts';
import { termsAndConditions } from '../db/schema/index.ts';

const english = [
  '<h1>Terms and conditions</h1>',
  '<p>These terms apply when you rent a bicycle parking space or a locker through the Velo app. By creating an account or starting a rental you accept them.</p>',
  '<h2>Your rental</h2>',
  '<p>A rental starts when the door opens for you and ends when you end it in the app. The price for the period is shown <strong>before</strong> you pay.</p>',
  '<ul><li>Only store bicycles, helmets, bags and similar equipment.</li><li>Do not leave food, batteries that are being charged, or anything dangerous.</li><li>Close the door behind you: the rental is yours until you end it.</li></ul>',
  '<h2>Payment and refunds</h2>',
  '<p>Payment is taken when the rental starts. If a door will not open, or the space is not as described, contact us and we will refund the rental.</p>',
  '<h2>Contact</h2>',
  '<p>Questions about these terms? Write to <a href="mailto:support@velo.example">support@velo.example</a>.</p>',
].join('');

const norwegian = [
  '<h1>Vilkår og betingelser</h1>',
  '<p>Disse vilkårene gjelder når du leier sykkelparkering eller et skap gjennom Velo-appen. Ved å opprette en konto eller starte et leieforhold godtar du dem.</p>',
  '<h2>Leieforholdet</h2>',
  '<p>Leieforholdet starter når døren åpnes for deg, og slutter når du avslutter det i appen. Prisen for perioden vises <strong>før</strong> du betaler.</p>',
  '<ul><li>Oppbevar bare sykler, hjelmer, vesker og lignende utstyr.</li><li>Ikke legg igjen mat, batterier som lades, eller noe farlig.</li><li>Lukk døren etter deg: plassen er din til du avslutter leieforholdet.</li></ul>',
  '<h2>Betaling og refusjon</h2>',
  '<p>Betalingen trekkes når leieforholdet starter. Hvis en dør ikke åpner seg, eller plassen ikke er som beskrevet, kontakt oss, så refunderer vi leien.</p>',
  '<h2>Kontakt</h2>',
  '<p>Spørsmål om vilkårene? Skriv til <a href="mailto:support@velo.example">support@velo.example</a>.</p>',
].join('');

/** The demo's terms: English (language 1) and Norwegian (language 2), as an admin would have written them. */
export const demoTerms = [
  { languageId: 1, value: english },
  { languageId: 2, value: norwegian },
];

export async function seedDemoTerms(db: Pick<Db, 'insert'>, now: Date) {
  await db.insert(termsAndConditions).values(demoTerms.map((terms) => ({ ...terms, lastModificationTime: now })));
}
