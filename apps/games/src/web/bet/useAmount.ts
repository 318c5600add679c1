import { useState } from 'react';
import { amountText, parseAmount, type AmountCheck } from '../lib/money';
import { useGameSession } from '../shell/session';

export interface AmountState {
  text: string;
  setText: (text: string) => void;
  /** The typed amount checked against the bet limits and the balance. */
  check: AmountCheck;
}

const storageKey = (game: string) => `khel-games:amount:${game}`;

/** The stake the player typed, remembered per game for this tab. */
export function useAmount(): AmountState {
  const { limits, balance, game } = useGameSession();
  const [text, setRawText] = useState(
    () => sessionStorage.getItem(storageKey(game)) ?? amountText(limits.minBet),
  );
  const setText = (next: string) => {
    setRawText(next);
    sessionStorage.setItem(storageKey(game), next);
  };
  const check = parseAmount(text, { min: limits.minBet, max: limits.maxBet, balance });
  return { text, setText, check };
}
