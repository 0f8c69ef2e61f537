import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { expectDisabled, expectHidden, expectVisible, generatorScreen } from './support/generator';
import { useOwnerSuite } from './support/owner-suite';
import type { RunningServer } from './support/server';

/*
 * Content Studio projects: the Projects tab, New Project (Create disabled for a blank name, the new project opens
 * at once), the bulk bar's 'Add to Project', the project's assets, remove from project, the library's project
 * filter, the upload dialog's project setting, a generation run started from the project (its image lands in
 * it), and Delete Project with the assets still in the library.
 */

const png = (width: number, colour: string) =>
  sharp({ create: { width, height: width, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('Content Studio projects', () => {
  let server: RunningServer;
  let page: Page;

  const libraryList = () => page.getByRole('list', { name: 'Content Library' });
  const projectAssets = () => page.getByRole('list', { name: 'Assets of Spring Launch' });

  const upload = async (files: { name: string; colour: string }[], project?: string) => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Assets' });
    await dialog.getByLabel('Choose files').setInputFiles(
      await Promise.all(
        files.map(async (file) => ({
          name: file.name,
          mimeType: 'image/png',
          buffer: await png(60, file.colour),
        })),
      ),
    );
    if (project) {
      await dialog.getByRole('combobox', { name: 'Project' }).click();
      await page.getByRole('option', { name: project }).click();
    }
    await dialog.getByRole('button', { name: 'Upload files' }).click();
    await expect
      .poll(() => dialog.locator('li[data-status="completed"]').count(), { timeout: 60_000 })
      .toBe(files.length);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expectHidden(dialog);
  };

  useOwnerSuite('library-projects', (suite) => ({ server, page } = suite));

  it('creates a project from the Projects tab and opens it at once', async () => {
    await page.goto(`${server.baseUrl}/app/content`);
    await upload([
      { name: 'alpha.png', colour: '#ff0000' },
      { name: 'beta.png', colour: '#00aa00' },
      { name: 'gamma.png', colour: '#0000ff' },
    ]);
    await expect.poll(() => libraryList().getByRole('listitem').count()).toBe(3);

    await page.getByRole('tab', { name: 'Projects' }).click();
    await expectVisible(page.getByText('No projects yet'));
    await expectVisible(page.getByPlaceholder('Search projects...'));
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await dialog.getByLabel('Project name').fill('   ');
    await expectDisabled(create);
    await dialog.getByLabel('Project name').fill(' Spring Launch ');
    await dialog.getByLabel('Description').fill('Ads for the spring range');
    await dialog.locator('label', { hasText: 'Teal' }).click();
    await expect(dialog.getByRole('radio', { name: 'Teal' }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('combobox', { name: 'Content type' }).click();
    await page.getByRole('option', { name: 'Commercial Ads' }).click();
    await expectAccessible(page);
    await create.click();
    await expectHidden(dialog);

    await expectVisible(page.getByRole('heading', { name: 'Spring Launch' }));
    await expectVisible(page.getByText('No assets in this project yet'));
    await expectVisible(page.getByRole('button', { name: 'Add Assets' }).first());
    const stats = page.getByRole('definition');
    await expect(stats.first().textContent()).resolves.toBe('0');
    await expect(stats.nth(3).textContent()).resolves.toBe('Gina Generator');
  }, 120_000);

  it("adds two assets from the bulk bar's 'Add to Project' and shows them in the project", async () => {
    await page.getByRole('tab', { name: 'Content Library' }).click();
    await libraryList().getByRole('checkbox', { name: 'Select alpha.png' }).click();
    await libraryList().getByRole('checkbox', { name: 'Select beta.png' }).click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Add to Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Project' });
    await expectDisabled(dialog.getByRole('button', { name: 'Add', exact: true }));
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Spring Launch' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('2 files added to Spring Launch'));

    // The library's project filter shows the two.
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Spring Launch' }).click();
    await expect.poll(() => libraryList().getByRole('listitem').count()).toBe(2);

    await page.getByRole('tab', { name: 'Projects' }).click();
    const card = page.getByRole('button', { name: 'Open project Spring Launch' });
    await expectVisible(card.getByText('Commercial Ads · 2 assets'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/library-projects-cards-390-dark.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await card.click();
    await expect.poll(() => projectAssets().getByRole('listitem').count()).toBe(2);
    await expectVisible(projectAssets().getByRole('button', { name: 'Open alpha.png' }));
    await expectVisible(projectAssets().getByRole('button', { name: 'Open beta.png' }));
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/library-projects-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);

  it('removes one asset from the project, and a new upload goes into the project chosen in the dialog', async () => {
    await projectAssets().getByRole('checkbox', { name: 'Select alpha.png' }).click();
    await page.getByRole('button', { name: 'Remove 1 from project' }).click();
    await expect.poll(() => projectAssets().getByRole('listitem').count()).toBe(1);
    await expectVisible(projectAssets().getByRole('button', { name: 'Open beta.png' }));

    await upload([{ name: 'delta.png', colour: '#ffaa00' }], 'Spring Launch');
    await expect.poll(() => projectAssets().getByRole('listitem').count()).toBe(2);
    await expectVisible(projectAssets().getByRole('button', { name: 'Open delta.png' }));
  }, 120_000);

  it("puts an asset back in the project from the editor's project field", async () => {
    await page.getByRole('tab', { name: 'Content Library' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'All projects' }).click();
    await libraryList().getByRole('button', { name: 'Open alpha.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'alpha.png' });
    await viewer.getByRole('button', { name: 'Edit' }).click();
    await viewer.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Spring Launch' }).click();
    await viewer.getByRole('button', { name: 'Save Changes' }).click();
    await expectVisible(page.getByText('Changes saved'));
    await page.keyboard.press('Escape');
    await expectHidden(viewer);

    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Open project Spring Launch' }).click();
    await expect.poll(() => projectAssets().getByRole('listitem').count()).toBe(3);
    await expectVisible(projectAssets().getByRole('button', { name: 'Open alpha.png' }));
  }, 120_000);

  it('starts a generation run from the project, whose image lands in the project', async () => {
    await page.getByRole('link', { name: 'Create content' }).click();
    await page.waitForURL(/\/app\/create\?project=/u);
    await expectVisible(page.getByText('Images and videos of this run go to the project Spring Launch.'));
    const screen = generatorScreen(page);
    await screen.prompt.fill('Our spring menu arrives on 3 April with five new salads');
    await screen.generate.click();
    await page.waitForURL(/\/app\/review/u, { timeout: 120_000 });

    await page.goto(`${server.baseUrl}/app/content?tab=projects`);
    await page.getByRole('button', { name: 'Open project Spring Launch' }).click();
    await expect.poll(() => projectAssets().getByRole('listitem').count(), { timeout: 30_000 }).toBe(4);
    await expectVisible(projectAssets().getByRole('button', { name: 'Open Instagram normal image' }));
  }, 180_000);

  it('deletes the project after the confirmation and keeps its assets in the library', async () => {
    await page.getByRole('button', { name: 'Delete Project' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this project?' });
    await expectVisible(confirm.getByText('Its assets stay in the Content Library.', { exact: false }));
    await confirm.getByRole('button', { name: 'Delete Project' }).click();
    await expectVisible(page.getByText('No projects yet'));

    // The library's filter was on the deleted project: it falls back to all projects.
    await page.getByRole('tab', { name: 'Content Library' }).click();
    await expect.poll(() => libraryList().getByRole('listitem').count()).toBe(5);
    await expect(page.getByRole('combobox', { name: 'Project' }).textContent()).resolves.toBe('All projects');
  });
});
