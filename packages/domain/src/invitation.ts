import type { ErrorCode } from './errors.ts';

/** How many digits the invitation's SMS code has. */
export const invitationSmsCodeLength = 4;

/** Where the app is found: the success step links both stores. */
export const appStoreLinks = {
  apple: 'https://apps.apple.com/no/search?term=velo',
  google: 'https://play.google.com/store/search?q=velo&c=apps',
} as const;

/** The public invitation page's texts, in Norwegian (bokmål): the people invited are the workplace's end users. */
export const invitationTexts = {
  pageTitle: 'Invitasjon',
  greetingTitle: 'Velkommen!',
  greeting: (locationName: string | null) =>
    locationName
      ? `Arbeidsplassen din har valgt sykkelskap fra Velo på ${locationName}. Få tilgang med mobilnummeret ditt, så kan du låse sykkelen trygt inn.`
      : 'Arbeidsplassen din har valgt sykkelskap fra Velo. Få tilgang med mobilnummeret ditt, så kan du låse sykkelen trygt inn.',
  getAccess: 'Få tilgang',
  phoneTab: 'Mobilnummer',
  codeTab: 'Bekreftelseskode',
  phoneLabel: 'Mobilnummer',
  countryLabel: 'Land',
  phoneDescription: 'Vi sender deg en bekreftelseskode på SMS.',
  phoneNotValid: 'Skriv inn et gyldig mobilnummer',
  sendCode: 'Send kode',
  codeLabel: 'Bekreftelseskode',
  codeSentTo: (phone: string) => `Vi har sendt en kode på SMS til ${phone}. Koden gjelder i 5 minutter.`,
  next: 'Neste',
  sendAgain: 'Send ny kode',
  changeNumber: 'Endre mobilnummer',
  termsIntro: 'Ved å fortsette godtar du',
  termsLink: 'vilkårene for bruk',
  successTitle: 'Du har fått tilgang!',
  success: 'Last ned Velo-appen og logg inn med mobilnummeret ditt for å bruke sykkelskapene.',
  appStore: 'Last ned i App Store',
  googlePlay: 'Last ned på Google Play',
} as const;

/** The server's refusals in the page's language; any other error shows the server's own message. */
export const invitationErrorTexts: Partial<Record<ErrorCode, string>> = {
  'Invitation.NotFound': 'Invitasjonslenken er ikke gyldig. Be arbeidsplassen din om en ny lenke.',
  'Invitation.CodeWrong': 'Koden er feil. Prøv igjen.',
  'Invitation.CodeExpired': 'Koden er utløpt eller brukt opp. Be om en ny kode.',
  'Invitation.ResendTooSoon': 'Vent 30 sekunder før du ber om en ny kode.',
  'Invitation.Suspended': 'Kontoen din er sperret. Ta kontakt med arbeidsplassen din.',
  'Invitation.StaffAccount': 'Dette nummeret hører til en administratorkonto og kan ikke brukes i appen.',
  'Request.TooMany': 'For mange forsøk. Vent litt og prøv igjen.',
  'Request.NotValid': 'Mobilnummeret eller koden er ikke gyldig.',
};
