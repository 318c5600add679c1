import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../api/useWrite';
import { confirmMail, deleteMails } from '../../features/mail/mailApi';
import {
  isAllSelected,
  toggleAll,
  toggleSelected,
  type Selection,
} from '../../features/mail/selection';
import type { MailMessage } from '../../features/mail/types';
import { HeaderRight } from '../../layouts/SubLayout';
import { showToast } from '../../lib/toast';
import type { PageProps } from '../../router/routes';
import { Icon } from '../../ui/icons';
import { DeleteMailDialog } from './DeleteMailDialog';
import { MailDeleteBar } from './MailDeleteBar';
import { MailDetailSheet } from './MailDetailSheet';
import { MailList } from './MailList';
import styles from './Mail.module.css';

// The inbox list arrives with the inbox issue (docs/product.md §7 does not show its call); until then
// the inbox is empty and shows 'No Records!'.
const NO_MAIL: MailMessage[] = [];
const NONE: Selection = new Set();

export default function MailPage(_props: PageProps) {
  const { t } = useTranslation('mail');
  const [messages, setMessages] = useState(NO_MAIL);
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState<Selection>(NONE);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reading, setReading] = useState<MailMessage | null>(null);
  const ids = messages.map((m) => m.id);

  const handleToggleMode = () => {
    setSelecting((on) => !on);
    setSelection(NONE);
  };
  const handleTap = (message: MailMessage) => {
    if (selecting) setSelection((s) => toggleSelected(s, message.id));
    else setReading(message);
  };
  // A failed write was told by the HTTP client: the ticks stay for another try, a message unread.
  const remove = useWrite(deleteMails, {
    onSuccess: (_answer, ids) => {
      const remaining = messages.filter((m) => !ids.includes(m.id));
      setMessages(remaining);
      setSelection(NONE);
      setSelecting(remaining.length > 0);
      setConfirmingDelete(false);
      showToast(t('deleted'));
    },
  });
  const markRead = useWrite(confirmMail, {
    onSuccess: (_answer, id) =>
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, read: true } : m))),
  });
  const deleting = remove.pending;
  const handleDelete = () => void remove.run([...selection]);
  const handleConfirm = (message: MailMessage) => {
    setReading(null);
    if (!message.read) void markRead.run(message.id);
  };

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
        >
          {selecting ? t('done') : <Icon name="trash" size={20} />}
        </button>
      </HeaderRight>
      <MailList messages={messages} selecting={selecting} selection={selection} onTap={handleTap} />
      {selecting && (
        <MailDeleteBar
          count={selection.size}
          allSelected={isAllSelected(selection, ids)}
          disabled={ids.length === 0}
          onToggleAll={() => setSelection((s) => toggleAll(s, ids))}
          onDelete={() => setConfirmingDelete(true)}
        />
      )}
      <DeleteMailDialog
        open={confirmingDelete}
        count={selection.size}
        busy={deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void handleDelete()}
      />
      <MailDetailSheet
        message={reading}
        onClose={() => setReading(null)}
        onConfirm={(message) => void handleConfirm(message)}
      />
    </div>
  );
}
