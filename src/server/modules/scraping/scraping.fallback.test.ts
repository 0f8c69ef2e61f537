import { describe, expect, it } from 'vitest';
import { buildFallbackPage, nameFromDomain } from './scraping.fallback';

describe('nameFromDomain', () => {
  it('reads the brand of a host', () => {
    expect(nameFromDomain('shop.acme-tools.co.uk')).toBe('Acme Tools');
    expect(nameFromDomain('localhost')).toBe('Localhost');
  });

  it('keeps an IP address whole instead of a fragment such as "1"', () => {
    expect(nameFromDomain('192.168.1.1')).toBe('192.168.1.1');
    expect(nameFromDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(nameFromDomain('[::1]')).toBe('[::1]');
  });

  it('keeps a host whose name has no letter whole', () => {
    expect(nameFromDomain('123.example')).toBe('123.example');
  });
});

describe('buildFallbackPage', () => {
  it('titles a page on a bare IP address with the address, never a fragment', () => {
    const page = buildFallbackPage('http://192.168.1.1:8080/products', 'the page could not be read');
    expect(page.title).toBe('192.168.1.1');
    expect(page.domain).toBe('192.168.1.1');
  });

  it('titles a named site with its readable name', () => {
    expect(buildFallbackPage('https://www.northwind-bakery.example/', 'timeout').title).toBe(
      'Northwind Bakery',
    );
  });
});
