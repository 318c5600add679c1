import { ZDepositRules, type TDepositRules } from '@khel/contract/admin-settings';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../ui/form';
import { Button, Card } from '../../ui/layout';
import { useSaveRules } from './save-rules';
import { numberOf, numbersOf, useSchemaState } from './state';

const FLAGS = [
  'rechargeOpen',
  'showButton',
  'giftSwitch',
  'showTranfer',
  'transferGiftSwitch',
  'agentRechargeSwitch',
  'showCrypto',
  'fillOrderSwitch',
] as const;

/** A share (0.05) shown and typed as a percentage (5). */
const asPercent = (fraction: number | undefined) =>
  fraction === undefined ? '' : String(Math.round(fraction * 1_000_000) / 10_000);
const fromPercent = (text: string) => {
  const value = numberOf(text);
  return value === undefined ? undefined : Math.round(value * 100) / 10_000;
};

/** The Deposit page's rules (app_settings `deposit`), checked whole by the contract's schema. */
export function DepositRulesForm({ rules }: { rules: TDepositRules }) {
  const { t } = useTranslation('settings');
  const state = useSchemaState(ZDepositRules, rules);
  const { values, error } = state;
  const save = useSaveRules();
  const set = (patch: Partial<TDepositRules>) => state.setValues({ ...values, ...patch });
  const [lists, setLists] = useState({
    typeA: rules.typeA.amountList.join(', '),
    typeB: rules.typeB.amountList.join(', '),
  });
  const methods = values.rechargeTypeList;
  const setMethod = (i: number, patch: Partial<(typeof methods)[number]>) =>
    set({ rechargeTypeList: methods.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const wallets = values.crypto;
  const setWallet = (i: number, patch: Partial<(typeof wallets)[number]>) =>
    set({ crypto: wallets.map((w, j) => (j === i ? { ...w, ...patch } : w)) });
  const agents = values.agents;
  const setAgent = (i: number, patch: Partial<(typeof agents)[number]>) =>
    set({ agents: agents.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const { imps, upi } = values.transferAccounts;
  const failed = Object.keys(state.errors).length > 0;

  const submit = () => {
    const value = state.check();
    if (value) save.mutate({ key: 'deposit', value });
  };

  return (
    <form
      className="grid-stack"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card title={t('rules.deposit.switches')}>
        <div className="checks">
          {FLAGS.map((flag) => (
            <label key={flag} className="checkbox">
              <input
                type="checkbox"
                checked={values[flag] === 1}
                onChange={(e) => set({ [flag]: e.target.checked ? 1 : 0 })}
              />
              {t(`rules.deposit.flag.${flag}`)}
            </label>
          ))}
        </div>
      </Card>

      <Card title={t('rules.deposit.orders')}>
        <div className="form-grid">
          <Field
            label={t('rules.deposit.pendingOrderLimit')}
            error={error('pendingOrderLimit')}
            hint={t('rules.deposit.pendingOrderLimitHint')}
          >
            <input
              type="number"
              value={values.pendingOrderLimit ?? ''}
              onChange={(e) => set({ pendingOrderLimit: numberOf(e.target.value) as number })}
            />
          </Field>
          <Field label={t('rules.deposit.orderTtlMinutes')} error={error('orderTtlMinutes')}>
            <input
              type="number"
              value={values.orderTtlMinutes ?? ''}
              onChange={(e) => set({ orderTtlMinutes: numberOf(e.target.value) as number })}
            />
          </Field>
          <Field
            label={t('rules.deposit.rechargeTypeLimit')}
            error={error('rechargeTypeLimit')}
            hint={t('rules.deposit.rechargeTypeLimitHint')}
          >
            <input
              type="number"
              step="0.01"
              value={values.rechargeTypeLimit ?? ''}
              onChange={(e) => set({ rechargeTypeLimit: numberOf(e.target.value) as number })}
            />
          </Field>
          <Field label={t('rules.deposit.defaultIndex')} error={error('defaultIndex')}>
            <input
              type="number"
              step="0.01"
              value={values.defaultIndex ?? ''}
              onChange={(e) => set({ defaultIndex: numberOf(e.target.value) as number })}
            />
          </Field>
        </div>
      </Card>

      <Card title={t('rules.deposit.amounts')}>
        <div className="form-grid">
          <Field
            label={t('rules.deposit.typeA')}
            error={error('typeA.amountList') ?? error('typeA.amountList.0')}
            hint={t('rules.deposit.listHint')}
          >
            <input
              value={lists.typeA}
              onChange={(e) => {
                setLists({ ...lists, typeA: e.target.value });
                set({ typeA: { amountList: numbersOf(e.target.value) } });
              }}
            />
          </Field>
          <Field
            label={t('rules.deposit.typeB')}
            error={error('typeB.amountList') ?? error('typeB.amountList.0')}
            hint={t('rules.deposit.listHint')}
          >
            <input
              value={lists.typeB}
              onChange={(e) => {
                setLists({ ...lists, typeB: e.target.value });
                set({ typeB: { ...values.typeB, amountList: numbersOf(e.target.value) } });
              }}
            />
          </Field>
          <Percent
            label={t('rules.deposit.typeBGift')}
            error={error('typeB.gift')}
            value={values.typeB.gift}
            onChange={(gift) => set({ typeB: { ...values.typeB, gift: gift as number } })}
          />
          <Percent
            label={t('rules.deposit.transferGift')}
            error={error('transferGift')}
            value={values.transferGift}
            onChange={(v) => set({ transferGift: v as number })}
          />
          <Percent
            label={t('rules.deposit.agentRechargeGift')}
            error={error('agentRechargeGift')}
            value={values.agentRechargeGift}
            onChange={(v) => set({ agentRechargeGift: v as number })}
          />
          <Percent
            label={t('rules.deposit.cryptoGift')}
            error={error('cryptoGift')}
            value={values.cryptoGift}
            onChange={(v) => set({ cryptoGift: v as number })}
          />
        </div>
      </Card>

      <Card
        title={t('rules.deposit.methods')}
        actions={
          <Button
            onClick={() =>
              set({
                rechargeTypeList: [
                  ...methods,
                  {
                    type: Math.max(0, ...methods.map((m) => m.type)) + 1,
                    name: '',
                    method: 'UPI',
                    isDefault: 0,
                    amountRange: [100, 50_000],
                    showWeight: 1,
                    showOffset: 0,
                  },
                ],
              })
            }
          >
            {t('rules.deposit.addMethod')}
          </Button>
        }
      >
        <Rows
          empty={t('rules.deposit.noMethods')}
          head={[
            t('rules.deposit.methodName'),
            t('rules.deposit.method'),
            t('rules.deposit.min'),
            t('rules.deposit.max'),
            t('rules.deposit.isDefault'),
            '',
          ]}
          rows={methods.map((m, i) => [
            <Cell key="n" error={error(`rechargeTypeList.${i}.name`)}>
              <input value={m.name} onChange={(e) => setMethod(i, { name: e.target.value })} />
            </Cell>,
            <select
              key="m"
              value={m.method}
              onChange={(e) => setMethod(i, { method: e.target.value as 'UPI' | 'IMPS' })}
            >
              <option value="UPI">UPI</option>
              <option value="IMPS">IMPS</option>
            </select>,
            <Cell key="min" error={error(`rechargeTypeList.${i}.amountRange`)}>
              <input
                type="number"
                step="0.01"
                value={m.amountRange[0] ?? ''}
                onChange={(e) =>
                  setMethod(i, {
                    amountRange: [numberOf(e.target.value) as number, m.amountRange[1]],
                  })
                }
              />
            </Cell>,
            <Cell key="max" error={error(`rechargeTypeList.${i}.amountRange.1`)}>
              <input
                type="number"
                step="0.01"
                value={m.amountRange[1] ?? ''}
                onChange={(e) =>
                  setMethod(i, {
                    amountRange: [m.amountRange[0], numberOf(e.target.value) as number],
                  })
                }
              />
            </Cell>,
            <input
              key="d"
              type="radio"
              name="default-method"
              aria-label={t('rules.deposit.isDefault')}
              checked={m.isDefault === 1}
              onChange={() =>
                set({
                  rechargeTypeList: methods.map((x, j) => ({ ...x, isDefault: j === i ? 1 : 0 })),
                })
              }
            />,
            <Remove
              key="x"
              onClick={() => set({ rechargeTypeList: methods.filter((_, j) => j !== i) })}
            />,
          ])}
        />
      </Card>

      <Card title={t('rules.deposit.transfer')}>
        <div className="form-grid">
          <div className="form">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={imps !== null}
                onChange={(e) =>
                  set({
                    transferAccounts: {
                      upi,
                      imps: e.target.checked
                        ? { accountName: '', accountNo: '', ifsc: '', bankName: '' }
                        : null,
                    },
                  })
                }
              />
              {t('rules.deposit.impsOffered')}
            </label>
            {imps
              ? (['accountName', 'accountNo', 'ifsc', 'bankName'] as const).map((key) => (
                  <Field
                    key={key}
                    label={t(`rules.deposit.imps.${key}`)}
                    error={error(`transferAccounts.imps.${key}`)}
                  >
                    <input
                      value={imps[key]}
                      onChange={(e) =>
                        set({
                          transferAccounts: { upi, imps: { ...imps, [key]: e.target.value } },
                        })
                      }
                    />
                  </Field>
                ))
              : null}
          </div>
          <div className="form">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={upi !== null}
                onChange={(e) =>
                  set({
                    transferAccounts: {
                      imps,
                      upi: e.target.checked ? { upiId: '', payee: '' } : null,
                    },
                  })
                }
              />
              {t('rules.deposit.upiOffered')}
            </label>
            {upi
              ? (['upiId', 'payee'] as const).map((key) => (
                  <Field
                    key={key}
                    label={t(`rules.deposit.upi.${key}`)}
                    error={error(`transferAccounts.upi.${key}`)}
                  >
                    <input
                      value={upi[key]}
                      onChange={(e) =>
                        set({ transferAccounts: { imps, upi: { ...upi, [key]: e.target.value } } })
                      }
                    />
                  </Field>
                ))
              : null}
          </div>
        </div>
      </Card>

      <Card
        title={t('rules.deposit.crypto')}
        actions={
          <Button
            onClick={() =>
              set({
                crypto: [
                  ...wallets,
                  {
                    currency: 'USDT',
                    network: 'TRC20',
                    address: '',
                    rate: 88,
                    minAmount: 1000,
                    maxAmount: 500_000,
                  },
                ],
              })
            }
          >
            {t('rules.deposit.addWallet')}
          </Button>
        }
      >
        <Rows
          empty={t('rules.deposit.noWallets')}
          head={[
            t('rules.deposit.currency'),
            t('rules.deposit.network'),
            t('rules.deposit.address'),
            t('rules.deposit.rate'),
            t('rules.deposit.min'),
            t('rules.deposit.max'),
            '',
          ]}
          rows={wallets.map((w, i) => [
            <Cell key="c" error={error(`crypto.${i}.currency`)}>
              <input
                value={w.currency}
                onChange={(e) => setWallet(i, { currency: e.target.value })}
              />
            </Cell>,
            <Cell key="n" error={error(`crypto.${i}.network`)}>
              <input
                value={w.network}
                onChange={(e) => setWallet(i, { network: e.target.value })}
              />
            </Cell>,
            <Cell key="a" error={error(`crypto.${i}.address`)}>
              <input
                value={w.address}
                onChange={(e) => setWallet(i, { address: e.target.value })}
              />
            </Cell>,
            <Cell key="r" error={error(`crypto.${i}.rate`)}>
              <input
                type="number"
                step="0.01"
                value={w.rate ?? ''}
                onChange={(e) => setWallet(i, { rate: numberOf(e.target.value) as number })}
              />
            </Cell>,
            <Cell key="min" error={error(`crypto.${i}.minAmount`)}>
              <input
                type="number"
                value={w.minAmount ?? ''}
                onChange={(e) => setWallet(i, { minAmount: numberOf(e.target.value) as number })}
              />
            </Cell>,
            <Cell key="max" error={error(`crypto.${i}.maxAmount`)}>
              <input
                type="number"
                value={w.maxAmount ?? ''}
                onChange={(e) => setWallet(i, { maxAmount: numberOf(e.target.value) as number })}
              />
            </Cell>,
            <Remove key="x" onClick={() => set({ crypto: wallets.filter((_, j) => j !== i) })} />,
          ])}
        />
      </Card>

      <Card
        title={t('rules.deposit.agents')}
        actions={
          <Button onClick={() => set({ agents: [...agents, { name: '', contact: '' }] })}>
            {t('rules.deposit.addAgent')}
          </Button>
        }
      >
        <Rows
          empty={t('rules.deposit.noAgents')}
          head={[t('rules.deposit.agentName'), t('rules.deposit.agentContact'), '']}
          rows={agents.map((a, i) => [
            <Cell key="n" error={error(`agents.${i}.name`)}>
              <input value={a.name} onChange={(e) => setAgent(i, { name: e.target.value })} />
            </Cell>,
            <Cell key="c" error={error(`agents.${i}.contact`)}>
              <input value={a.contact} onChange={(e) => setAgent(i, { contact: e.target.value })} />
            </Cell>,
            <Remove key="x" onClick={() => set({ agents: agents.filter((_, j) => j !== i) })} />,
          ])}
        />
      </Card>

      <div className="form-actions save-bar">
        {failed ? <span className="form-error">{t('rules.deposit.fix')}</span> : null}
        <FormError error={save.error} />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('rules.deposit.save')}
        </Button>
      </div>
    </form>
  );
}

function Percent({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: { message?: string } | undefined;
  value: number | undefined;
  onChange: (fraction: number | undefined) => void;
}) {
  const [text, setText] = useState(asPercent(value));
  return (
    <Field label={`${label} (%)`} error={error}>
      <input
        type="number"
        step="0.01"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(fromPercent(e.target.value));
        }}
      />
    </Field>
  );
}

/** An input of an editable row with its error under it. */
function Cell({ error, children }: { error?: { message?: string }; children: ReactNode }) {
  return (
    <div className={error ? 'cell has-error' : 'cell'}>
      {children}
      {error?.message ? (
        <span className="form-error" role="alert">
          {error.message}
        </span>
      ) : null}
    </div>
  );
}

function Remove({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Button variant="ghost" onClick={onClick} aria-label={t('rules.deposit.remove')}>
      {t('rules.deposit.remove')}
    </Button>
  );
}

function Rows({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="table table-edit">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
