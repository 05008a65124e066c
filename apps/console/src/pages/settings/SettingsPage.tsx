import {
  Button,
  Card,
  ChangePasswordForm,
  EmptyState,
  LinkButton,
  LoadingState,
  PageHeader,
  Stack,
  ThemeSetting,
  TwoFactorSettings,
} from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
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
  const mayViewConfiguration = useCan()(['view', 'configuration']);
  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap={6}>
        <Card title="Theme" headingLevel={2}>
          <ThemeSetting label="Colour theme" value={theme} onChange={setTheme} />
        </Card>
        <Card title="Change password" headingLevel={2}>
          <ChangePasswordForm onSave={changePassword} />
        </Card>
        <Card title="Two-factor authentication" headingLevel={2}>
          <TwoFactorSection />
        </Card>
        {mayViewConfiguration && (
          <Card
            title="Configuration"
            headingLevel={2}
            description="What this server runs with: providers, token lifetimes, database."
          >
            <LinkButton href="/configuration">View the running configuration</LinkButton>
          </Card>
        )}
      </Stack>
    </>
  );
}
