import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useWrite } from '../../api/useWrite';
import { useCurrentLanguage } from '../../features/language/useCurrentLanguage';
import {
  confirmMail,
  deleteMails,
  deleteReadMails,
  mailKeys,
  useInbox,
} from '../../features/mail/mailApi';
import {
  isAllSelected,
  toggleAll,
  toggleSelected,
  type Selection,
} from '../../features/mail/selection';
import type { MailMessage } from '../../features/mail/types';
import { LoadMore } from '../../features/records';
import { HeaderRight } from '../../layouts/SubLayout';
import { showToast } from '../../lib/toast';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { ErrorState } from '../../ui/States';
import { DeleteMailDialog } from './DeleteMailDialog';
import { MailDeleteBar } from './MailDeleteBar';
import { MailDetailSheet } from './MailDetailSheet';
import { MailList } from './MailList';
import styles from './Mail.module.css';

const NONE: Selection = new Set();

/** What the delete confirm is about: the ticked messages, or every read one. */
type Deleting = { kind: 'selected' } | { kind: 'read' } | null;

export default function MailPage(_props: PageProps) {
  const { t } = useTranslation('mail');
  const language = useCurrentLanguage();
  const inbox = useInbox(language);
  const messages: MailMessage[] = inbox.data?.pages.flatMap((page) => page.list) ?? [];
  const readCount = messages.filter((m) => m.read).length;
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [reading, setReading] = useState<MailMessage | null>(null);
  const ids = messages.map((m) => m.id);
  const invalidates = () => [mailKeys.all];

  const handleToggleMode = () => {
    setSelecting((on) => !on);
    setSelection(NONE);
  };
  const handleTap = (message: MailMessage) => {
    if (selecting) setSelection((s) => toggleSelected(s, message.id));
    else setReading(message);
  };
  const afterDelete = () => {
    setSelection(NONE);
    setSelecting(false);
    setDeleting(null);
    showToast(t('deleted'));
  };
  // A failed write was told by the HTTP client: the ticks stay for another try, a message unread.
  const remove = useWrite(deleteMails, { invalidates, onSuccess: afterDelete });
  const removeRead = useWrite(deleteReadMails, { invalidates, onSuccess: afterDelete });
  const markRead = useWrite(confirmMail, { invalidates });
  const handleDelete = () =>
    void (deleting?.kind === 'read' ? removeRead.run(undefined) : remove.run([...selection]));
  const handleConfirm = (message: MailMessage) => {
    setReading(null);
    if (!message.read) void markRead.run(message.id);
  };

  if (inbox.isError) {
    return (
      <ErrorState
        message={t('loadFailed')}
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
      />
    );
  }

  return (
    <div className={selecting ? styles.selecting : undefined}>
      <HeaderRight>
        <button
          type="button"
          className={styles.mode}
          aria-pressed={selecting}
          aria-label={selecting ? undefined : t('manage')}
          disabled={messages.length === 0}
          onClick={handleToggleMode}
          data-testid="mail-manage"
        >
          {selecting ? t('done') : <Icon name="trash" size={20} />}
        </button>
      </HeaderRight>
      <MailList
        messages={messages}
        isPending={inbox.isPending}
        selecting={selecting}
        selection={selection}
        onTap={handleTap}
      />
      {messages.length > 0 && (
        <LoadMore
          hasMore={inbox.hasNextPage}
          loading={inbox.isFetchingNextPage}
          failed={inbox.isFetchNextPageError}
          onLoadMore={() => void inbox.fetchNextPage()}
        />
      )}
      {selecting && (
        <MailDeleteBar
          count={selection.size}
          allSelected={isAllSelected(selection, ids)}
          disabled={ids.length === 0}
          readCount={readCount}
          onToggleAll={() => setSelection((s) => toggleAll(s, ids))}
          onDelete={() => setDeleting({ kind: 'selected' })}
          onDeleteRead={() => setDeleting({ kind: 'read' })}
        />
      )}
      <DeleteMailDialog
        open={deleting !== null}
        text={
          deleting?.kind === 'read'
            ? t('deleteReadConfirm')
            : t('deleteConfirm', { count: selection.size })
        }
        busy={remove.pending || removeRead.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={handleDelete}
      />
      <MailDetailSheet
        message={reading}
        onClose={() => setReading(null)}
        onConfirm={(message) => void handleConfirm(message)}
      />
    </div>
  );
}
