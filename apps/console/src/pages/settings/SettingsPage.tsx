import {
  Button,
  Card,
  ChangePasswordForm,
  EmptyState,
  LoadingState,
  PageHeader,
  Stack,
  ThemeSetting,
  TwoFactorSettings,
} from '@velo/design-system';
import { useChangePassword, useTwoFactorChanges, useUserSettings } from '../../data/profile.ts';
import { useTheme } from '../../theme.tsx';

function TwoFactorSection() {
  const settings = useUserSettings();
  const { save, remove } = useTwoFactorChanges();
  if (settings.error)
    return (
      <EmptyState
        title="Two-factor settings could not be loaded"
        description={settings.error.message}
        action={<Button onPress={() => void settings.mutate()}>Try again</Button>}
      />
    );
  if (!settings.data) return <LoadingState label="Loading your two-factor settings" />;
  return <TwoFactorSettings value={settings.data.twoFactorInput} onSave={save} onRemove={remove} />;
}

/** /settings: everyone's own theme, password and two-factor sign-in. */
export default function SettingsPage() {
  const { theme, setTheme } = useTheme();
  const changePassword = useChangePassword();
  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap={6}>
        <Card title="Theme" headingLevel={2}>
          <ThemeSetting value={theme} onChange={setTheme} />
        </Card>
        <Card title="Change password" headingLevel={2}>
          <ChangePasswordForm onSave={changePassword} />
        </Card>
        <Card title="Two-factor authentication" headingLevel={2}>
          <TwoFactorSection />
        </Card>
      </Stack>
    </>
  );
}
