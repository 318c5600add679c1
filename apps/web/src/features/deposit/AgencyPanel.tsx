import type { TChargeInfo } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { Panel } from '../wallet';
import { GiftNote } from './GiftNote';
import { agentLink, parseAgents } from './records';
import styles from './AgencyPanel.module.css';

export interface AgencyPanelProps {
  info: TChargeInfo;
}

/** Agency deposit: the recharge agents of agentsV2, each reachable in one tap. */
export function AgencyPanel({ info }: AgencyPanelProps) {
  const { t } = useTranslation('wallet');
  const agents = parseAgents(info.agentsV2);
  return (
    <>
      <GiftNote gift={info.agentRechargeGift} />
      <Panel title={t('deposit.agents')} icon="headset">
        <p className={styles.hint}>{t('deposit.agentsHint')}</p>
        {agents.length === 0 ? (
          <EmptyState icon="headset" />
        ) : (
          <ul className={styles.list}>
            {agents.map((agent) => {
              const link = agentLink(agent.contact);
              return (
                <li key={`${agent.name}-${agent.contact}`} className={styles.agent}>
                  <span className={styles.avatar} aria-hidden="true">
                    {agent.name.slice(0, 1).toUpperCase()}
                  </span>
                  <span className={styles.body}>
                    <span className={styles.name}>{agent.name}</span>
                    <span className={styles.contact}>{agent.contact}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="accent"
                    disabled={!link}
                    onClick={() => link && window.open(link, '_blank', 'noopener')}
                  >
                    {t('deposit.agentContact')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </>
  );
}
