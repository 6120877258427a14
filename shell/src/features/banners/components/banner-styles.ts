import styled from '@emotion/styled';

export const Strip = styled.aside({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: 12,
  padding: '10px 16px',
  background: '#111',
  color: '#fff',
  '& a': { color: '#fff' },
  '& button, & a': { font: 'inherit' },
  '& :focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
});

export const PillLink = styled.a({
  padding: '6px 14px',
  borderRadius: 999,
  border: '1px solid #fff',
  textDecoration: 'none',
});

export const CloseButton = styled.button({
  marginLeft: 'auto',
  background: 'none',
  border: 0,
  color: '#fff',
  cursor: 'pointer',
  fontSize: 20,
  lineHeight: 1,
});
