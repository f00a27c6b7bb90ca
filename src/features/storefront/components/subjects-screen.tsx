// /setting/page/module/subject: themed collections on the storefront — title, cover, goods.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useAccess } from '../../../components/access'
import type { SubjectView } from '../../../contract/store-shared'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useDeleteSubject, usePageImages, useSaveSubject, useSubjects } from '../api/pages'
import { GoodsPicker } from './goods-picker'
import { ImagePicker } from './image-picker'
import { ShopRowsPage } from './shop-rows-page'

export function SubjectsScreen({
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
  const subjects = useSubjects(shopId)
  const images = usePageImages().data ?? []
  const remove = useDeleteSubject()
  return (
    <ShopRowsPage<SubjectView>
      title={<Trans>Topic modules</Trans>}
      addLabel={t`Add subject`}
      editLabel={t`Edit subject`}
      shopId={shopId}
      edit={edit}
      onChange={onChange}
      query={subjects}
      emptyText={<Trans>No subjects yet.</Trans>}
      rows={(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((row) => {
            const cover = images.find((image) => image.id === row.cover)
            return (
              <Card key={row.id} withBorder padding="sm">
                {cover ? (
                  <Card.Section>
                    <Image src={cover.url} alt="" h={110} fit="cover" />
                  </Card.Section>
                ) : null}
                <Stack gap={4} mt="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{row.title}</Text>
                    {!row.enabled ? <Badge color="gray">{t`Hidden`}</Badge> : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    <Trans>{row.goodsIds.length} goods</Trans>
                  </Text>
                  {can('setting.edit') ? (
                    <Group gap={4}>
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
                              {
                                onSuccess: () => notifySuccess(t`Subject deleted`),
                                onError: (error) => notifyFailure(errorMessage(error)),
                              },
                            )
                          }
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      ) : null}
                    </Group>
                  ) : null}
                </Stack>
              </Card>
            )
          })}
        </SimpleGrid>
      )}
      form={(shop, subject, rows, callbacks) => (
        <SubjectForm shopId={shop} subject={subject} nextSort={rows.length} {...callbacks} />
      )}
    />
  )
}

function SubjectForm({
  shopId,
  subject,
  nextSort,
  onDirty,
  onDone,
  onCancel,
}: {
  shopId: string
  subject: SubjectView | null
  nextSort: number
  onDirty: (dirty: boolean) => void
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const save = useSaveSubject()
  const initial = {
    title: subject?.title ?? '',
    cover: subject?.cover ?? '',
    goodsIds: subject?.goodsIds ?? [],
    enabled: subject?.enabled ?? true,
  }
  const [value, setValue] = useState(initial)
  const dirty = JSON.stringify(value) !== JSON.stringify(initial)
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  const submit = () =>
    save.mutate(
      {
        ...(subject ? { id: subject.id, version: subject.version } : {}),
        shopId,
        sort: subject?.sort ?? nextSort,
        ...value,
        title: value.title.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t`Subject saved`)
          onDone()
        },
      },
    )
  return (
    <Stack>
      <TextInput
        label={t`Title`}
        required
        maxLength={40}
        value={value.title}
        onChange={(event) => setValue({ ...value, title: event.currentTarget.value })}
      />
      <ImagePicker label={t`Cover`} value={value.cover} onChange={(cover) => setValue({ ...value, cover })} />
      <GoodsPicker
        shopId={shopId}
        label={t`Goods`}
        value={value.goodsIds}
        known={{}}
        onChange={(goodsIds) => setValue({ ...value, goodsIds })}
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
        <Button disabled={!dirty || !value.title.trim()} loading={save.isPending} onClick={submit}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
