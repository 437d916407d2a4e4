import { PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { Button, Card, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { showMessage } from '../../state/messages';
import { failureMessage } from './account-messages';

/** Change the password: the current one, and the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(current ? {} : { current: t('account.required') }),
      ...(next.length >= PASSWORD_MIN_LENGTH
        ? {}
        : { next: t('account.passwordTooShort', { count: PASSWORD_MIN_LENGTH }) }),
      ...(repeat === next ? {} : { repeat: t('account.passwordMismatch') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await api.portal.put('/api/Account/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      showMessage('success', t('account.passwordChanged'));
    } catch (e) {
      const text = failureMessage(t, e);
      const code = (e as { problem?: { code?: string } }).problem?.code;
      if (code === 'wrong_password') setErrors({ current: text });
      else if (code === 'same_password' || code === 'password_refused') setErrors({ next: text });
      else if (text) showMessage('error', text);
    }
  };

  return (
    <Card title={t('account.password')}>
      <form onSubmit={submit} className="shell-account__form" noValidate>
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={t('account.newPassword')}
          hint={t('account.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          value={next}
          error={errors.next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={t('account.repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          error={errors.repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('account.changePassword')}
        </Button>
      </form>
    </Card>
  );
}
