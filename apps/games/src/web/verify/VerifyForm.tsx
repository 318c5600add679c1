import { useT } from '../i18n';
import { GAME_CODES } from '../lib/launch';
import type { Bet, DiceDirection, GameCode } from '../lib/types';

export interface Form {
  game: GameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  diceTarget: string;
  diceDirection: DiceDirection;
  limboTarget: string;
  mines: string;
}

export function formFromQuery(params: URLSearchParams): Form {
  const game = params.get('game') ?? '';
  return {
    game: (GAME_CODES as readonly string[]).includes(game) ? (game as GameCode) : 'dice',
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    diceTarget: params.get('target') ?? '50.00',
    diceDirection: params.get('direction') === 'over' ? 'over' : 'under',
    limboTarget: params.get('target') ?? '2.00',
    mines: params.get('mines') ?? '3',
  };
}

export function formFromBet(bet: Bet, serverSeed: string | null): Form {
  const p = bet.params as Partial<{ target: number; direction: DiceDirection; mines: number }>;
  return {
    game: bet.game,
    serverSeed: serverSeed ?? '',
    clientSeed: bet.clientSeed,
    nonce: String(bet.nonce),
    diceTarget: p.target !== undefined ? p.target.toFixed(2) : '50.00',
    diceDirection: p.direction ?? 'under',
    limboTarget: p.target !== undefined ? p.target.toFixed(2) : '2.00',
    mines: String(p.mines ?? 3),
  };
}

export interface VerifyFormProps {
  form: Form;
  onChange: <K extends keyof Form>(key: K, value: Form[K]) => void;
}

/** The inputs of a verification: game, seeds, nonce and the game's own parameters. */
export function VerifyForm({ form, onChange }: VerifyFormProps) {
  const t = useT();
  const isCrash = form.game === 'crash';
  return (
    <section className="card">
      <label className="field">
        <span className="field__label">{t('verify.game')}</span>
        <select
          className="input"
          value={form.game}
          onChange={(e) => onChange('game', e.target.value as GameCode)}
        >
          {GAME_CODES.map((g) => (
            <option key={g} value={g}>
              {t(`game.${g}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t(isCrash ? 'verify.roundSeed' : 'fair.serverSeed')}</span>
        <input
          className="input input--mono"
          value={form.serverSeed}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange('serverSeed', e.target.value)}
        />
      </label>
      {!isCrash && (
        <div className="row">
          <label className="field field--grow">
            <span className="field__label">{t('fair.clientSeed')}</span>
            <input
              className="input input--mono"
              value={form.clientSeed}
              spellCheck={false}
              autoComplete="off"
              onChange={(e) => onChange('clientSeed', e.target.value)}
            />
          </label>
          <label className="field field--narrow">
            <span className="field__label">{t('verify.nonce')}</span>
            <input
              className="input"
              inputMode="numeric"
              value={form.nonce}
              onChange={(e) => onChange('nonce', e.target.value.replace(/\D/g, ''))}
            />
          </label>
        </div>
      )}
      {form.game === 'dice' && (
        <div className="row">
          <label className="field field--grow">
            <span className="field__label">{t('dice.target')}</span>
            <input
              className="input"
              inputMode="decimal"
              value={form.diceTarget}
              onChange={(e) => onChange('diceTarget', e.target.value)}
            />
          </label>
          <label className="field field--grow">
            <span className="field__label">{t('verify.direction')}</span>
            <select
              className="input"
              value={form.diceDirection}
              onChange={(e) => onChange('diceDirection', e.target.value as DiceDirection)}
            >
              <option value="under">{t('dice.rollUnder')}</option>
              <option value="over">{t('dice.rollOver')}</option>
            </select>
          </label>
        </div>
      )}
      {form.game === 'limbo' && (
        <label className="field">
          <span className="field__label">{t('limbo.target')}</span>
          <input
            className="input"
            inputMode="decimal"
            value={form.limboTarget}
            onChange={(e) => onChange('limboTarget', e.target.value)}
          />
        </label>
      )}
      {form.game === 'mines' && (
        <label className="field">
          <span className="field__label">{t('mines.mines')}</span>
          <input
            className="input"
            inputMode="numeric"
            value={form.mines}
            onChange={(e) => onChange('mines', e.target.value.replace(/\D/g, ''))}
          />
        </label>
      )}
    </section>
  );
}
