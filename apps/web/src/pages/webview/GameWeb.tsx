import { useTranslation } from 'react-i18next';
import { parseGameUrl } from '../../features/games/gameUrl';
import { navigateBack } from '../../router/navigation';
import type { PageProps } from '../../router/routes';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { GameFrame } from './GameFrame';
import styles from './GameWeb.module.css';

/** A game full screen (layout 'full': no header, no tab bar), framed from `query.url`. */
export default function GameWebPage({ query }: PageProps) {
  const { t } = useTranslation(['game', 'common']);
  const url = parseGameUrl(query.url);
  if (url) return <GameFrame url={url} />;
  return (
    <div className={styles.screen} role="alert">
      <span className={styles.badge}>
        <Icon name="gamepad" size={34} />
      </span>
      <h1 className={styles.title}>{t(query.url ? 'invalidUrl' : 'missingUrl')}</h1>
      <p className={styles.text}>{t('invalidHint')}</p>
      <Button onClick={() => navigateBack()}>
        <Icon name="back" size={18} />
        {t('common:action.back')}
      </Button>
    </div>
  );
}
