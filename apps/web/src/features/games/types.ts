/**
 * A game as the lobby, search and recently-played lists show it. SPEC.md does not show the
 * shape; the games issue fills these from its contract.
 */
export interface GameSummary {
  id: string;
  name: string;
  provider: string;
  imageUrl: string;
}

export interface GameCategory {
  id: string;
  name: string;
}
