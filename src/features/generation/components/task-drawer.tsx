// The result of one generation task (?taskId=…): progress while it runs (polled), then the created
// count, the skipped combinations grouped by reason, and the items themselves.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { SKIP_REASONS } from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { useTask } from '../api/tasks'
import { SKIP_REASON_LABELS } from '../generation-labels'
import { TaskProgress, TaskStatusBadge } from './task-progress'

export function TaskDrawer({ taskId, onClose }: { taskId: string | undefined; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const task = useTask(taskId)
  const detail = task.data
  return (
    <Drawer opened={Boolean(taskId)} onClose={onClose} position="right" size="lg" title={t`Generation task`}>
      {task.isPending && <Loader />}
      {task.isError && <Alert color="red">{errorMessage(task.error)}</Alert>}
      {detail && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{detail.strategyName}</Text>
            <TaskStatusBadge status={detail.status} />
          </Group>
          <TaskProgress task={detail} />
          {detail.created > 0 && (
            <Anchor
              renderRoot={(props) => <Link to="/goods/immediate/list" search={{ taskId: detail.id }} {...props} />}
            >
              <Trans>See the {detail.created} goods this task created</Trans>
            </Anchor>
          )}
          {detail.skipped > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                <Trans>Skipped, by reason</Trans>
              </Text>
              {SKIP_REASONS.filter((reason) => detail.skippedByReason[reason]).map((reason) => (
                <Group key={reason} justify="space-between">
                  <Text size="sm">{i18n._(SKIP_REASON_LABELS[reason])}</Text>
                  <Text size="sm" fw={600}>
                    {detail.skippedByReason[reason]}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {detail.items.length > 0 && (
            <Table.ScrollContainer minWidth={360}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Product model`}</Table.Th>
                    <Table.Th>{t`Design`}</Table.Th>
                    <Table.Th>{t`Result`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.items.map((item) => (
                    <Table.Tr key={`${item.productTitle}|${item.materialName}|${item.goodsId}`}>
                      <Table.Td>{item.productTitle}</Table.Td>
                      <Table.Td>{item.materialName}</Table.Td>
                      <Table.Td>
                        {item.reason ? (
                          <Text size="sm" c="orange">
                            {i18n._(SKIP_REASON_LABELS[item.reason])}
                          </Text>
                        ) : (
                          <Anchor
                            renderRoot={(props) => (
                              <Link to="/goods/list" search={{ goodsId: item.goodsId ?? undefined }} {...props} />
                            )}
                            size="sm"
                          >
                            <Trans>Goods created</Trans>
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  )
}
