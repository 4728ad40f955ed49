import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import ae from '../../../public/locales/ae/common.json';
import { navigate } from '../../shared/lib/router';
import { initTestI18n } from '../../test/i18n';
import { renderAsync } from '../../test/render';
import { NotFoundPage } from './not-found-page';

const i18n = await initTestI18n();
i18n.addResourceBundle('ae', 'common', ae);

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('not found page', () => {
  it.each(['en', 'ae'])('shows the requested path as isolated left-to-right text [%s]', async (language) => {
    await i18n.changeLanguage(language);
    navigate('/auth/boxed-signin-unknown/');
    await renderAsync(<NotFoundPage />);
    const page = screen.getByTestId('not-found');
    const path = page.querySelector('bdi');
    expect(path?.getAttribute('dir')).toBe('ltr');
    expect(path?.textContent).toBe('/auth/boxed-signin-unknown/');
    // The sentence around it is the translation, with the path where the translation puts it.
    const message = i18n.t('common:notFound.message', { path: '/auth/boxed-signin-unknown/' });
    expect(path?.parentElement?.textContent).toBe(message);
  });
});
