// /material/font/list: the tenant's fonts.
import { createFileRoute } from '@tanstack/react-router'
import { useAccess } from '../../../../components/access'
import { FontListScreen } from '../../../../features/materials/components/font-list-screen'

export const Route = createFileRoute('/_app/material/font/list')({
  component: function FontListRoute() {
    const can = useAccess()
    return <FontListScreen canUpload={can('material_upload.add')} canDelete={can('material_list.delete')} />
  },
})
