// Keyboard shortcuts of the editor: undo/redo, delete, duplicate, nudge (1 mm, 10 mm with Shift),
// deselect. Ignored while typing in a field.
import { useEffect } from 'react'
import { duplicateElement } from '../model/design-doc'
import type { Editor } from '../model/use-editor'

export function useEditorShortcuts(editor: Editor, onSave: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      const mod = event.ctrlKey || event.metaKey
      const key = event.key.toLowerCase()
      const selected = editor.selected
      if (mod && key === 'z') {
        event.preventDefault()
        if (event.shiftKey) editor.redo()
        else editor.undo()
      } else if (mod && key === 'y') {
        event.preventDefault()
        editor.redo()
      } else if (mod && key === 's') {
        event.preventDefault()
        onSave()
      } else if (mod && key === 'd' && selected) {
        event.preventDefault()
        let id: string | null = null
        editor.apply((doc) => {
          const result = duplicateElement(doc, editor.sideId, selected.id)
          id = result.id
          return result.doc
        })
        if (id) editor.select(id)
      } else if ((key === 'delete' || key === 'backspace') && selected && !selected.locked) {
        event.preventDefault()
        editor.remove(selected.id)
      } else if (key === 'escape') {
        editor.select(null)
      } else if (selected && !selected.locked && key.startsWith('arrow')) {
        event.preventDefault()
        const step = event.shiftKey ? 10 : 1
        const dx = key === 'arrowleft' ? -step : key === 'arrowright' ? step : 0
        const dy = key === 'arrowup' ? -step : key === 'arrowdown' ? step : 0
        editor.patch(selected.id, { x: selected.x + dx, y: selected.y + dy }, `nudge:${selected.id}`)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [editor, onSave])
}
