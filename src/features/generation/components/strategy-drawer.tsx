// The drawer of one strategy (its URL is ?edit=<id> or ?edit=new): the strategy form, then its
// product models and the button that runs a generation task.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Divider, Stack } from '@mantine/core'
import { FormDrawer } from '../../../components/form-drawer'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useStrategy } from '../api/strategies'
import { useAddTask } from '../api/tasks'
import { ProductStrategies } from './product-strategies'
import { StrategyForm, type StrategyOptions } from './strategy-form'

export interface StrategyDrawerProps {
  edit: string | undefined
  options: StrategyOptions
  canRun: boolean
  onEdit: (id: string | undefined) => void
  onTaskStarted: (taskId: string) => void
}

export function StrategyDrawer({ edit, options, canRun, onEdit, onTaskStarted }: StrategyDrawerProps) {
  const { t } = useLingui()
  const id = edit && edit !== 'new' ? edit : undefined
  const detail = useStrategy(id)
  const run = useAddTask()
  return (
    <FormDrawer
      opened={edit !== undefined}
      onClose={() => onEdit(undefined)}
      size="lg"
      title={edit === 'new' ? t`New strategy` : t`Strategy`}
      read={id ? detail : undefined}
    >
      {(form) => (
        <Stack gap="md">
          <StrategyForm
            // A saved strategy stays open under its id: the new key remounts the form clean.
            key={detail.data ? `${detail.data.id}` : 'new'}
            strategy={detail.data ?? null}
            options={options}
            onSaved={(saved) => onEdit(saved.id)}
            onDirty={form.onDirty}
          />
          {detail.data && (
            <>
              <Divider />
              <ProductStrategies strategy={detail.data} options={options} />
              <Divider />
              {run.isError && <Alert color="red">{errorMessage(run.error)}</Alert>}
              {canRun && (
                <Button
                  size="md"
                  loading={run.isPending}
                  disabled={detail.data.products.length === 0}
                  onClick={() =>
                    run.mutate(detail.data.id, {
                      onSuccess: (task) => {
                        notifySuccess(t`Generation task started`)
                        onTaskStarted(task.id)
                      },
                    })
                  }
                >
                  <Trans>Run generation task</Trans>
                </Button>
              )}
            </>
          )}
        </Stack>
      )}
    </FormDrawer>
  )
}
