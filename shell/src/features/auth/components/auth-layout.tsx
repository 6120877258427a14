import styled from '@emotion/styled';

export const AuthCard = styled.main({
  maxWidth: 400,
  margin: '48px auto',
  padding: '24px 32px',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 1px 4px rgba(0,0,0,.15)',
  '@media (max-width: 599px)': { margin: '16px', padding: '16px' },
});

export const PrimaryButton = styled.button({
  width: '100%',
  padding: '12px',
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: '#222',
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'default' },
  '&:focus-visible': { outline: '2px solid #222', outlineOffset: 2 },
});

export const SecondaryButton = styled(PrimaryButton)({ color: '#222', background: '#fff', border: '1px solid #222', marginTop: 12 });

export const FormError = styled.p({ color: '#c62828' });
