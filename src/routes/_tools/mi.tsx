// /dis/mi/: the text editor (issue 17 item 5), with the materials library's thumbnails.
import { createFileRoute } from '@tanstack/react-router'
import { MaterialThumb } from '../../features/materials/components/material-thumb'
import { TextEditorScreen } from '../../features/text-editor/components/text-editor-screen'

export const Route = createFileRoute('/_tools/mi')({
  component: () => <TextEditorScreen renderThumb={(id, name) => <MaterialThumb id={id} name={name} height={64} />} />,
})
