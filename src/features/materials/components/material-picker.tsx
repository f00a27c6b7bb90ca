// Choose one design from the materials library: the chosen one's thumbnail and name in the form,
// and a dialog with keyword search, category filter and a paged grid of thumbnails. Other areas
// get it through their route (STYLE.md §3) as a field taking the chosen material's id.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Card,
  Center,
  CloseButton,
  Group,
  Input,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useState } from 'react'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { MaterialRow } from '../../../contract/materials'
import { errorMessage } from '../../../lib/error-message'
import { useCategoryList } from '../api/list-categories'
import { useMaterialList } from '../api/list-materials'
import { CategorySelect } from './category-tree'
import { MaterialThumb } from './material-thumb'

const PAGE_SIZE = 12

export interface MaterialPickerProps {
  label: string
  /** The chosen material, or null. */
  value: Pick<MaterialRow, 'id' | 'name'> | null
  onChange: (material: MaterialRow | null) => void
}

export function MaterialPicker({ label, value, onChange }: MaterialPickerProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  return (
    <Input.Wrapper label={label}>
      <Group gap="sm" wrap="nowrap" mt={4}>
        {value ? (
          <Card withBorder padding={4} radius="sm" w={64} style={{ flexShrink: 0 }}>
            <MaterialThumb id={value.id} name={value.name} height={52} />
          </Card>
        ) : null}
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ flex: 1, minWidth: 0 }} truncate>
          {value ? value.name : t`No design chosen`}
        </Text>
        {value && <CloseButton aria-label={t`Clear the design`} onClick={() => onChange(null)} />}
        <Button variant="light" size="xs" onClick={() => setOpened(true)}>
          {value ? <Trans>Change</Trans> : <Trans>Choose a design</Trans>}
        </Button>
      </Group>
      <MaterialPickerDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onPick={(material) => {
          onChange(material)
          setOpened(false)
        }}
      />
    </Input.Wrapper>
  )
}

export function MaterialPickerDialog({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean
  onClose: () => void
  onPick: (material: MaterialRow) => void
}) {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const [keyword, setKeyword] = useState<string | undefined>()
  const [categoryId, setCategoryId] = useState<string | undefined>()
  const [pageNo, setPageNo] = useState(1)
  const categories = useCategoryList('tenant')
  const list = useMaterialList('tenant', {
    pageNo,
    pageSize: PAGE_SIZE,
    keyword,
    categoryId,
    type: 'pattern',
    sortField: 'createdAt',
    sortOrder: 'descend',
  })
  const rows = list.data?.data ?? []
  return (
    <Modal opened={opened} onClose={onClose} title={t`Choose a design`} size="xl" fullScreen={isPhone}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <KeywordSearch
            value={keyword}
            placeholder={t`Design name or tag`}
            onApply={(next) => {
              setKeyword(next)
              setPageNo(1)
            }}
          />
          <CategorySelect
            categories={categories.data ?? []}
            value={categoryId}
            withUncategorised
            onChange={(next) => {
              setCategoryId(next)
              setPageNo(1)
            }}
          />
        </Group>
        {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
        {list.isLoading && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {!list.isLoading && !list.isError && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            <Trans>No designs match: upload some under Materials</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {rows.map((material) => (
            <UnstyledButton key={material.id} onClick={() => onPick(material)} aria-label={t`Choose ${material.name}`}>
              <Card withBorder padding={4} radius="md">
                <Card.Section>
                  <MaterialThumb id={material.id} name={material.name} height={110} />
                </Card.Section>
                <Text size="xs" mt={4} truncate>
                  {material.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {material.width}×{material.height}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {(list.data?.totalPage ?? 0) > 1 && (
          <Center>
            <Pagination size="sm" total={list.data?.totalPage ?? 1} value={pageNo} onChange={setPageNo} />
          </Center>
        )}
      </Stack>
    </Modal>
  )
}
