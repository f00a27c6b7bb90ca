// /setting/page/module/fixed: the storefront's fixed home-page modules — banners, notice and
// navigation — in the order shoppers see them; add, edit, reorder, hide, delete.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useAccess } from '../../../components/access'
import { MODULE_KINDS, type ModuleKind, type PageModuleView } from '../../../contract/store-shared'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useDeleteModule, useModules, useSaveModule } from '../api/pages'
import { ImagePicker } from './image-picker'
import { ShopRowsPage } from './shop-rows-page'

export function PageModulesScreen({
  shopId,
  edit,
  onChange,
}: {
  shopId?: string
  edit?: string
  onChange: (change: { shopId?: string; edit?: string }) => void
}) {
  const { t } = useLingui()
  const can = useAccess()
  const modules = useModules(shopId)
  const save = useSaveModule()
  const remove = useDeleteModule()
  const rows = modules.data ?? []
  const names: Record<ModuleKind, string> = { banner: t`Banner`, notice: t`Notice`, nav: t`Navigation` }
  const fail = (error: unknown) => notifyFailure(errorMessage(error))

  // Swapping two neighbours' positions: the list is renumbered 0, 1, 2… so equal sorts never tie.
  const move = (index: number, by: -1 | 1) => {
    const order = [...rows]
    const [item] = order.splice(index, 1)
    order.splice(index + by, 0, item!)
    order.forEach((row, sort) => {
      if (row.sort !== sort) save.mutate({ ...row, sort }, { onError: fail })
    })
  }
  return (
    <ShopRowsPage<PageModuleView>
      title={<Trans>Page settings</Trans>}
      addLabel={t`Add module`}
      editLabel={t`Edit module`}
      shopId={shopId}
      edit={edit}
      onChange={onChange}
      query={modules}
      emptyText={<Trans>No modules yet: the storefront shows only its goods.</Trans>}
      rows={(rows) => (
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Card key={row.id} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Badge variant="light">{names[row.kind]}</Badge>
                    {!row.enabled ? <Badge color="gray">{t`Hidden`}</Badge> : null}
                  </Group>
                  <Text fw={600} truncate>
                    {row.title || row.text || '—'}
                  </Text>
                  {row.link ? (
                    <Text size="xs" c="dimmed" truncate>
                      {row.link}
                    </Text>
                  ) : null}
                </Stack>
                {can('setting.edit') ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t`Move up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t`Move down`}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <Button size="compact-sm" variant="subtle" onClick={() => onChange({ edit: row.id })}>
                      <Trans>Edit</Trans>
                    </Button>
                    {can('setting.delete') ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          remove.mutate(
                            { id: row.id, shopId: row.shopId },
                            { onSuccess: () => notifySuccess(t`Module deleted`), onError: fail },
                          )
                        }
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      form={(shop, module, rows, callbacks) => (
        <ModuleForm shopId={shop} module={module} nextSort={rows.length} names={names} {...callbacks} />
      )}
    />
  )
}

function ModuleForm({
  shopId,
  module,
  nextSort,
  names,
  onDirty,
  onDone,
  onCancel,
}: {
  shopId: string
  module: PageModuleView | null
  nextSort: number
  names: Record<ModuleKind, string>
  onDirty: (dirty: boolean) => void
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const save = useSaveModule()
  const initial = {
    kind: module?.kind ?? ('banner' as ModuleKind),
    title: module?.title ?? '',
    text: module?.text ?? '',
    link: module?.link ?? '',
    image: module?.image ?? '',
    enabled: module?.enabled ?? true,
  }
  const [value, setValue] = useState(initial)
  const dirty = JSON.stringify(value) !== JSON.stringify(initial)
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  const badLink = value.link !== '' && !/^https:\/\/\S+$/.test(value.link) && !/^#[\w-]{1,64}$/.test(value.link)
  const submit = () =>
    save.mutate(
      {
        ...(module ? { id: module.id, version: module.version } : {}),
        shopId,
        sort: module?.sort ?? nextSort,
        ...value,
        title: value.title.trim(),
        text: value.text.trim(),
        link: value.link.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t`Module saved`)
          onDone()
        },
      },
    )
  return (
    <Stack>
      <Select
        label={t`Kind`}
        allowDeselect={false}
        value={value.kind}
        data={MODULE_KINDS.map((kind) => ({ value: kind, label: names[kind] }))}
        onChange={(kind) => setValue({ ...value, kind: (kind as ModuleKind) ?? 'banner' })}
      />
      <TextInput
        label={t`Title`}
        maxLength={40}
        value={value.title}
        onChange={(event) => setValue({ ...value, title: event.currentTarget.value })}
      />
      {value.kind === 'notice' ? (
        <Textarea
          label={t`Notice text`}
          maxLength={200}
          value={value.text}
          onChange={(event) => setValue({ ...value, text: event.currentTarget.value })}
        />
      ) : (
        <ImagePicker
          label={value.kind === 'banner' ? t`Banner image` : t`Icon`}
          value={value.image}
          onChange={(image) => setValue({ ...value, image })}
        />
      )}
      <TextInput
        label={t`Link`}
        description={t`An https:// address, or #subject-id to jump to a subject on the page`}
        maxLength={256}
        value={value.link}
        error={badLink ? t`Use an https:// address or #id` : undefined}
        onChange={(event) => setValue({ ...value, link: event.currentTarget.value })}
      />
      <Switch
        label={t`Shown on the storefront`}
        checked={value.enabled}
        onChange={(event) => setValue({ ...value, enabled: event.currentTarget.checked })}
      />
      {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          disabled={
            !dirty || badLink || (value.kind === 'notice' ? !value.text.trim() : !value.title.trim() && !value.image)
          }
          loading={save.isPending}
          onClick={submit}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
