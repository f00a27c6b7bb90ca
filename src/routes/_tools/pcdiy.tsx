// /dis/pcdiy/: the online design editor (issue 17), with the materials library's picker.
import { createFileRoute } from '@tanstack/react-router'
import { EditorScreen } from '../../features/design-editor/components/editor-screen'
import { MaterialPickerDialog } from '../../features/materials/components/material-picker'

export const Route = createFileRoute('/_tools/pcdiy')({
  component: () => <EditorScreen renderPicker={(props) => <MaterialPickerDialog {...props} />} />,
})
