/**
 * The return to player a page assumes when the session answer carries none (the server's default,
 * fair/rules.ts). Its own module: the shell needs this one number, and importing it from lib/odds
 * would put every game's maths into the chunk each game page loads first.
 */
export const DEFAULT_RTP = 0.97;
