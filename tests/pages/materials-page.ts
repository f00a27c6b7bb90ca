// Page object of the materials screens (/material/*), English labels.
import { expect, type Page } from '@playwright/test'

export class MaterialsPage {
  constructor(private readonly page: Page) {}

  async gotoCategories() {
    await this.page.goto('/dis/material/category')
    await expect(this.page.getByRole('heading', { name: 'Pattern categories' })).toBeVisible()
  }

  node(name: string) {
    return this.page.getByTestId('category-node').filter({ hasText: name })
  }

  private async fillCategoryForm(name: string) {
    const dialog = this.page.getByRole('dialog')
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(this.node(name)).toBeVisible()
  }

  async addRootCategory(name: string) {
    await this.page.getByRole('button', { name: 'New category' }).click()
    await this.fillCategoryForm(name)
  }

  async addSubcategory(parent: string, name: string) {
    await this.page.getByRole('button', { name: `Add under ${parent}` }).click()
    await this.fillCategoryForm(name)
  }

  async deleteCategory(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click()
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  }

  async gotoUpload() {
    await this.page.goto('/dis/material/upload')
    await expect(this.page.getByRole('heading', { name: 'Upload materials' })).toBeVisible()
  }

  async chooseUploadCategory(name: string) {
    await this.page.getByRole('combobox', { name: 'Upload into category' }).fill(name)
    // Options are indented by depth with no-break spaces.
    await this.page.getByRole('option', { name: new RegExp(name) }).click()
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByTestId('material-file-input').setInputFiles(files)
  }

  uploadItem(fileName: string) {
    return this.page.getByTestId('upload-item').filter({ hasText: fileName })
  }

  async gotoLibrary() {
    await this.page.goto('/dis/material/list')
    await expect(this.page.getByRole('heading', { name: 'My materials' })).toBeVisible()
  }

  cards() {
    return this.page.getByTestId('material-card')
  }

  async filterByCategory(name: string) {
    await this.page
      .getByRole('link', { name, exact: true })
      .or(this.page.getByRole('button', { name, exact: true }))
      .first()
      .click()
  }
}
