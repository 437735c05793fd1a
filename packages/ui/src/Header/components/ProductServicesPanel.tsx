import { useState } from 'react';
import styled from 'styled-components';
import { SiteLink } from '../../LinkContext';
import type { ProductCategory } from '../types';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 16rem 1fr;
  width: 72rem;
  min-height: 28rem;
`;

const Categories = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => `${theme.radius.lg} 0 0 ${theme.radius.lg}`};
`;

const CategoryButton = styled.button<{ $isActive: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  background: ${({ $isActive, theme }) => ($isActive ? theme.color.surface : 'transparent')};
  color: ${({ $isActive, theme }) => ($isActive ? theme.color.brand : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: left;
  cursor: pointer;
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Services = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const SubItems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.sm}`};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Left: product categories (hover or focus picks one); right: that category's sections. */
export function ProductServicesPanel({ categories }: { categories: ProductCategory[] }) {
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const active = categories.find((category) => category.id === activeId) ?? categories[0];
  return (
    <Layout>
      <Categories>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryButton
              type="button"
              aria-pressed={category.id === active?.id}
              $isActive={category.id === active?.id}
              onMouseEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              onClick={() => setActiveId(category.id)}
            >
              {category.name}
            </CategoryButton>
          </li>
        ))}
      </Categories>
      <Sections>
        {active?.sections.map((section) => (
          <section key={section.title}>
            <SectionTitle>{section.title}</SectionTitle>
            <Services>
              {section.services.map((service) => (
                <li key={service.href}>
                  <SiteLink href={service.href}>{service.label}</SiteLink>
                  {service.items && service.items.length > 0 && (
                    <SubItems>
                      {service.items.map((item) => (
                        <li key={item.href}>
                          <SiteLink href={item.href}>{item.label}</SiteLink>
                        </li>
                      ))}
                    </SubItems>
                  )}
                </li>
              ))}
            </Services>
          </section>
        ))}
      </Sections>
    </Layout>
  );
}
