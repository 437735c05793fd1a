/** The professional expression checker (domain), in a file of its own: results pages download it when first used. */
export { checkProfessionalExpression, describeExpressionError } from '@wenxian/domain';
