// Bind a new shop or edit a bound one (`?edit=new` / `?edit=<id>`): name, channel (fixed once
// bound) and the connector settings a platform sync uses (base URL, seller id, region).
import { useLingui as useRuntimeLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { FormDrawer } from '../../../components/form-drawer'
import type { Channel } from '../../../contract/dictionaries'
import type { ShopRowView } from '../../../contract/shops'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { channelChoices } from '../../../lookups/channel-names'
import { useSaveShop } from '../api/shop-calls'

export function ShopDrawer({ target, onClose }: { target: 'new' | ShopRowView | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      size="md"
      title={target === 'new' ? t`Bind a shop` : t`Edit shop`}
    >
      {(form) => (target ? <ShopForm key={target === 'new' ? 'new' : target.id} target={target} {...form} /> : null)}
    </FormDrawer>
  )
}

const validUrl = (value: string) => {
  if (!value) return true
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

interface ShopFormProps {
  target: 'new' | ShopRowView
  onDone: () => void
  onCancel: () => void
  onDirty: (dirty: boolean) => void
}

function ShopForm({ target, onDone, onCancel, onDirty }: ShopFormProps) {
  const { t } = useLingui()
  const { i18n } = useRuntimeLingui()
  const creating = target === 'new'
  const save = useSaveShop()
  const form = useForm({
    initialValues: {
      name: creating ? '' : target.name,
      channel: creating ? '' : target.channel,
      baseUrl: creating ? '' : target.connector.baseUrl,
      sellerId: creating ? '' : target.connector.sellerId,
      region: creating ? '' : target.connector.region,
    },
    validate: (values) => ({
      name: values.name.trim() ? undefined : t`Enter the shop name`,
      channel: values.channel ? undefined : t`Choose the channel`,
      baseUrl: validUrl(values.baseUrl.trim()) ? undefined : t`Enter a web address starting with http:// or https://`,
    }),
    onDirty,
  })
  // Awaited by the form: a refusal's field errors land on their fields, the refusal in the alert.
  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync({
      id: creating ? undefined : target.id,
      version: creating ? undefined : target.version,
      name: values.name.trim(),
      channel: values.channel as Channel,
      connector: { baseUrl: values.baseUrl.trim(), sellerId: values.sellerId.trim(), region: values.region.trim() },
    })
    notifySuccess(creating ? t`Shop bound` : t`Shop saved`)
    onDone()
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <TextInput label={t`Shop name`} required maxLength={64} {...form.getInputProps('name')} />
        <Select
          label={t`Channel`}
          required
          disabled={!creating}
          description={creating ? undefined : t`A bound shop keeps its channel`}
          data={channelChoices((name) => i18n._(name))}
          value={form.values.channel || null}
          onChange={(value) => form.setFieldValue('channel', value ?? '')}
          error={form.errors.channel}
        />
        <TextInput label={t`Base URL`} placeholder="https://" maxLength={256} {...form.getInputProps('baseUrl')} />
        <TextInput label={t`Seller ID`} maxLength={64} {...form.getInputProps('sellerId')} />
        <TextInput label={t`Region`} maxLength={32} {...form.getInputProps('region')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
