import {
  adminFeedbackDetail,
  adminFeedbackList,
  adminFeedbackReply,
  adminFeedbackScreenshot,
  ZFeedbackReply,
} from '@khel/contract/admin-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Link, useParams } from '../../router';
import { Dialog } from '../../ui/Dialog';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatDateTime } from '../../ui/format';
import { Button, Card, Fields, Loaded, Page } from '../../ui/layout';
import { toast } from '../../ui/toast';
import { StatusBadge } from './FeedbackScreen';
import './content.css';

/** One feedback: what the player wrote, their screenshots, and the reply (sent as a mail). */
export default function FeedbackDetailScreen() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams();
  const query = useAdminQuery(adminFeedbackDetail, { id });
  return (
    <Loaded query={query}>
      {(feedback) => (
        <Page
          title={t('feedback.detailTitle', { id: feedback.id })}
          subtitle={<Link to="/support/feedback">← {t('feedback.back')}</Link>}
          actions={<StatusBadge status={feedback.status} />}
        >
          <div className="ct-split">
            <div className="form">
              <Card title={t('feedback.message')}>
                <p className="ct-message">{feedback.content}</p>
              </Card>
              <Card title={t('feedback.screenshots', { count: feedback.screenshotIds.length })}>
                {feedback.screenshotIds.length === 0 ? (
                  <p className="muted">{t('feedback.noScreenshots')}</p>
                ) : (
                  <div className="ct-shots">
                    {feedback.screenshotIds.map((shot, i) => (
                      <Screenshot key={shot} id={shot} index={i + 1} />
                    ))}
                  </div>
                )}
              </Card>
              <Card title={t('feedback.reply')}>
                {feedback.status === 'replied' ? (
                  <div className="form">
                    <div className="ct-reply">
                      <p className="ct-message">{feedback.reply}</p>
                    </div>
                    <p className="muted">
                      {t('feedback.repliedBy', {
                        who: feedback.repliedBy ?? '—',
                        at: formatDateTime(feedback.repliedAt),
                      })}
                    </p>
                  </div>
                ) : (
                  <ReplyForm id={feedback.id} />
                )}
              </Card>
            </div>
            <Card title={t('feedback.details')}>
              <Fields
                rows={[
                  [t('feedback.player'), feedback.playerId],
                  [t('feedback.category'), t(`feedback.categories.${feedback.category}`)],
                  [t('feedback.sentAt'), formatDateTime(feedback.createdAt)],
                  [t('feedback.mobile'), feedback.mobile || '—'],
                  [t('feedback.email'), feedback.email || '—'],
                  [t('field.status'), <StatusBadge key="s" status={feedback.status} />],
                  [t('feedback.repliedAt'), formatDateTime(feedback.repliedAt)],
                ]}
              />
            </Card>
          </div>
        </Page>
      )}
    </Loaded>
  );
}

function Screenshot({ id, index }: { id: string; index: number }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const query = useAdminQuery(adminFeedbackScreenshot, { id }, { staleTime: Infinity });
  const src = query.data ? `data:${query.data.contentType};base64,${query.data.dataBase64}` : null;
  const label = t('feedback.screenshot', { index });
  return (
    <>
      <button type="button" className="ct-shot" onClick={() => setOpen(true)} disabled={!src}>
        {src ? (
          <img src={src} alt={label} />
        ) : query.error ? (
          <span className="form-error">{t('feedback.screenshotFailed')}</span>
        ) : (
          <span className="spinner" aria-label={t('common:state.loading')} />
        )}
      </button>
      <Dialog open={open} wide title={label} onClose={() => setOpen(false)}>
        {src ? <img className="ct-shot-full" src={src} alt={label} /> : null}
      </Dialog>
    </>
  );
}

function ReplyForm({ id }: { id: string }) {
  const { t } = useTranslation('content');
  const form = useZodForm(ZFeedbackReply, { id, reply: '' });
  const reply = useAdminMutation(adminFeedbackReply, {
    invalidates: [adminFeedbackDetail, adminFeedbackList],
    quiet: true,
    onSuccess: () => toast.success(t('feedback.replySent')),
  });
  return (
    <form className="form" onSubmit={(e) => e.preventDefault()}>
      <Field
        label={t('feedback.replyLabel')}
        error={form.formState.errors.reply}
        hint={t('feedback.replyHint')}
      >
        <textarea rows={6} {...form.register('reply')} />
      </Field>
      <FormError error={reply.error} />
      <div className="form-actions">
        <span style={{ flex: 1 }} />
        <Button
          variant="primary"
          busy={reply.isPending}
          onClick={() => void form.handleSubmit((values) => reply.mutate(values))()}
        >
          {t('feedback.sendReply')}
        </Button>
      </div>
    </form>
  );
}
