import { adminLogin } from '@khel/contract/admin';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from './api';
import { useAuth } from './auth';
import { Field, FormError, useZodForm } from './ui/form';
import { Button } from './ui/layout';

/**
 * Sign-in with email, password and the authenticator's code. An operator without an enrolled
 * app leaves the code empty the first time: the server answers a secret, shown here as a QR
 * code (and as text), and the first code of that secret enrols it and signs in.
 */
export function SignIn({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const { signedIn } = useAuth();
  const [enroll, setEnroll] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const form = useZodForm(adminLogin.request, { email: '', password: '', code: undefined });
  const login = useAdminMutation(adminLogin, {
    quiet: true,
    onSuccess: (answer) => {
      if (answer.step === 'enroll') {
        setEnroll({ secret: answer.secret, otpauthUri: answer.otpauthUri });
        form.setValue('code', '');
        form.setFocus('code');
      } else signedIn(answer.session);
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    login.mutate({ ...values, code: values.code || undefined }),
  );

  return (
    <div className="signin">
      <form className="signin-card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="brand brand-large">
          KHEL <span>{t('shell.backOffice')}</span>
        </div>
        <h1>{enroll ? t('signIn.enrollTitle') : t('signIn.title')}</h1>
        {expired && !login.error ? <p className="notice">{t('signIn.expired')}</p> : null}
        {enroll ? (
          <EnrollStep secret={enroll.secret} uri={enroll.otpauthUri} />
        ) : (
          <>
            <Field label={t('signIn.email')} error={errors.email}>
              <input type="email" autoComplete="username" autoFocus {...form.register('email')} />
            </Field>
            <Field label={t('signIn.password')} error={errors.password}>
              <input
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
            </Field>
          </>
        )}
        <Field
          label={t('signIn.code')}
          error={errors.code}
          hint={enroll ? t('signIn.enrollCodeHint') : t('signIn.codeHint')}
        >
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            {...form.register('code', { setValueAs: (v: string) => (v ? v.trim() : undefined) })}
          />
        </Field>
        <FormError error={login.error} />
        <Button type="submit" variant="primary" busy={login.isPending} className="btn-block">
          {enroll ? t('signIn.enrollSubmit') : t('signIn.submit')}
        </Button>
      </form>
    </div>
  );
}

function EnrollStep({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="enroll">
      <p>{t('signIn.enrollText')}</p>
      {qr ? <img src={qr} width={200} height={200} alt={t('signIn.qrAlt')} /> : null}
      <p className="muted">{t('signIn.secretText')}</p>
      <code className="secret" data-testid="totp-secret">
        {secret}
      </code>
    </div>
  );
}
