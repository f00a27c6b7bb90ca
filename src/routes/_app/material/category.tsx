// /material/category: the pattern category tree.
import { createFileRoute } from '@tanstack/react-router'
import { useAccess } from '../../../components/access'
import { CategoryScreen } from '../../../features/materials/components/category-screen'

export const Route = createFileRoute('/_app/material/category')({
  component: function CategoryRoute() {
    const can = useAccess()
    return (
      <CategoryScreen
        canAdd={can('material_category.add')}
        canEdit={can('material_category.edit')}
        canDelete={can('material_category.delete')}
      />
    )
  },
})
