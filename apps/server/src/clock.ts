/** The server's notion of now; tests move it to expire tokens, codes and lockouts. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
export const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);
