import { useToastStore } from '../lib/toast';
import { Spinner } from '../ui/States';
import styles from './ToastHost.module.css';

export function ToastHost() {
  const { message, loading } = useToastStore();
  return (
    <>
      {loading && (
        <div className={styles.loadingMask} role="status" aria-live="polite">
          <div className={styles.loading}>
            <Spinner size={32} />
            <span>{loading}</span>
          </div>
        </div>
      )}
      {message && (
        <div className={styles.toast} role="alert" data-testid="toast">
          {message}
        </div>
      )}
    </>
  );
}
