// /dis/pcdiy/: the online design editor (issue 17), with the materials library's picker. The
// picker's code loads when it is first opened, not before the editor is usable.
import { lazy, Suspense } from 'react'
import { EditorScreen } from '../../features/design-editor/components/editor-screen'

const MaterialPickerDialog = lazy(() =>
  import('../../features/materials/components/material-picker').then((module) => ({
    default: module.MaterialPickerDialog,
  })),
)

export default function DesignEditorPage() {
  return (
    <EditorScreen
      renderPicker={(props) => (
        <Suspense fallback={null}>
          <MaterialPickerDialog {...props} />
        </Suspense>
      )}
    />
  )
}
